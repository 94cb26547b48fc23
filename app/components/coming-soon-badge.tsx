import { useI18n } from "~/i18n/context";

/** The "coming soon" mark on the card of a product that is not available yet (CRM, KYC). */
export function ComingSoonBadge({ className = "" }: { className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={`w-fit shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-amber-950 ring-1 ring-amber-300 ring-inset ${className}`}
    >
      {t.common.comingSoon}
    </span>
  );
}
