/** Small building blocks shared by the product mock-ups. Purely visual: nothing here is interactive. */
import { type Language, locales } from "~/i18n/languages";
import { formatNumber } from "~/i18n/format";
import { Icon, type IconName, LineIcon } from "~/ui/icons";

export type Tone = "success" | "warning" | "danger" | "info" | "neutral";

const toneClasses: Record<Tone, string> = {
  success: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  warning: "bg-amber-50 text-amber-800 ring-amber-600/25",
  danger: "bg-red-50 text-red-700 ring-red-600/20",
  info: "bg-brand-50 text-brand-800 ring-brand-600/20",
  neutral: "bg-slate-100 text-body ring-slate-500/20",
};

export function Badge({ tone, children, className = "" }: { tone: Tone; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${toneClasses[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** Looks like a button, but is a span: the mock-up is a picture, not a form. */
export function FakeButton({
  children,
  variant = "primary",
  size = "md",
  className = "",
}: {
  children: React.ReactNode;
  variant?: "primary" | "accent" | "secondary";
  size?: "sm" | "md";
  className?: string;
}) {
  const look = {
    primary: "bg-brand-600 text-white shadow-sm",
    accent: "bg-accent-700 text-white shadow-sm",
    secondary: "bg-white text-body shadow-xs ring-1 ring-inset ring-slate-300",
  }[variant];
  return (
    <span
      className={`inline-flex items-center justify-center gap-1.5 rounded-md text-xs font-semibold whitespace-nowrap ${size === "sm" ? "px-2 py-1" : "px-2.5 py-1.5"} ${look} ${className}`}
    >
      {children}
    </span>
  );
}

/** Icons only the product screens use: the screens are drawn at build time, so these never reach a page's JavaScript. */
const screenIconPaths = {
  lock: "M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z",
  send: "M4 12l16-8-6 16-2.5-6.5z",
  doc: "M7 3h7l5 5v13H7zM14 3v5h5",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6",
  bank: "M3 10l9-6 9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 20h18",
} as const;

export type ScreenIconName = keyof typeof screenIconPaths;

/** An icon of the site's set, or one of the screens' own. */
export function ScreenIcon({ name, className }: { name: IconName | ScreenIconName; className: string }) {
  return name in screenIconPaths ? (
    <LineIcon path={screenIconPaths[name as ScreenIconName]} className={className} />
  ) : (
    <Icon name={name as IconName} className={className} />
  );
}

/** A screen's title, with its main action as a button on the right. */
export function ScreenTitle({ title, action, icon }: { title: string; action: string; icon: IconName | ScreenIconName }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm font-semibold text-ink">{title}</p>
      <FakeButton>
        <ScreenIcon name={icon} className="size-3.5" />
        {action}
      </FakeButton>
    </div>
  );
}

/** Round avatar with the person's initials. */
export function Avatar({ name, className = "" }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join("");
  return (
    <span className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${className}`}>
      {initials}
    </span>
  );
}

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** Compact day and month for tables: "14.3." in Finnish, "Mar 14" in English. */
export function formatShortDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "short", timeZone: "UTC" }).format(utc(isoDate));
}

/** Month and year: "maaliskuu 2026", "March 2026". */
export function formatMonthYear(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(utc(isoDate));
}

/** Short month name, for chart axes. */
export function formatMonth(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { month: "short", timeZone: "UTC" }).format(utc(isoDate));
}

/** Short weekday name: "ma", "Mon", "mån", "lun". */
export function formatWeekday(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], { weekday: "short", timeZone: "UTC" }).format(utc(isoDate));
}

/**
 * Euro amounts in a screen's columns and tiles. Grouped from four digits in every language,
 * so a Spanish column reads "4.320 €" above "12.760 €" (Spanish leaves four digits ungrouped
 * in prose, but groups them in tables beside longer numbers).
 */
export function formatAmount(amount: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  // A true minus sign in every language (Intl writes a hyphen in some, "-€86.90").
  return formatNumber(amount, lang, { style: "currency", currency: "EUR", useGrouping: "always", ...options }).replace("-", "\u2212");
}

/** A screen's euro amount without cents, for summary figures where space is tight (prose prices use ~/i18n/format's formatEuros). */
export function formatWholeAmount(amount: number, lang: Language): string {
  return formatAmount(amount, lang, { maximumFractionDigits: 0 });
}
