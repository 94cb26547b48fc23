import type { ComponentProps } from "react";
import { useI18n } from "~/i18n/context";

/**
 * A link to another site: opens in a new tab with rel="noopener" and tells screen
 * reader users so (docs/decisions.md, "Outbound links").
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const { t } = useI18n();
  return (
    <a {...props} target="_blank" rel="noopener">
      {children}
      <span className="sr-only"> {t.common.newTab}</span>
    </a>
  );
}
