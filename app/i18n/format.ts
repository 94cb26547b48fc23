/** Locale-aware formatting with Intl, so 9,90 € reads right in Finnish and €9.90 in English. */
import { type Language, locales, timeLocales } from "./languages";

/** Fills `{name}` placeholders; an unknown placeholder is left visible so a typo is noticed. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Euros as copy writes them: a whole-euro price reads "29 €", not "29,00 €"; cents stay ("9,90 €"). */
export function formatEuros(amount: number, lang: Language): string {
  return formatNumber(amount, lang, { style: "currency", currency: "EUR", minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 });
}

export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lang], options).format(value);
}

/** A length of time in words: "7 päivää", "12 months", "7 dygn". */
export function formatDuration(count: number, unit: "day" | "month", lang: Language): string {
  return formatNumber(count, lang, { style: "unit", unit, unitDisplay: "long" });
}

/**
 * Formats an ISO date (YYYY-MM-DD), long ("15. tammikuuta 2024") or, where a list needs it
 * short, medium ("15.1.2024", "15 Jan 2024"); read as UTC so the day never shifts.
 */
export function formatDate(isoDate: string, lang: Language, style: "long" | "medium" = "long"): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: style, timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Formats a clock time (HH:MM) for prose, on a 24-hour clock: 9 in Finnish and Swedish,
 * 9:00 in (British) English, never a padded 09.
 */
export function formatHour(time: string, lang: Language): string {
  const [hours, minutes] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(timeLocales[lang], {
    hour: "numeric",
    // English and Spanish copy writes whole hours with their minutes (9:00–17:00), as the contact page must too.
    minute: minutes || lang === "en" || lang === "es" ? "2-digit" : undefined,
    hourCycle: "h23",
    timeZone: "UTC",
  })
    .format(Date.UTC(1970, 0, 1, hours, minutes))
    .replace(/^0(?=\d)/, "");
}
