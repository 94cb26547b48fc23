/** The site's languages, Finnish first: it is the default, unprefixed language. */
export const languages = ["fi", "en", "sv", "es"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fi";

/** A table with one entry per language, made by `make`: typed as complete, with no cast at the call. */
export function perLanguage<T>(make: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((lang) => [lang, make(lang)])) as Record<Language, T>;
}

/** A table of some languages mapped entry by entry, in the languages' order: the languages absent from it stay absent. */
export function mapLanguages<T, U>(
  table: Partial<Record<Language, T>>,
  map: (value: T, lang: Language) => U,
): Partial<Record<Language, U>> {
  return Object.fromEntries(languages.flatMap((lang) => (table[lang] === undefined ? [] : [[lang, map(table[lang], lang)]])));
}

/** BCP 47 locale per language, used by Intl for dates, numbers and prices. */
export const locales: Record<Language, string> = {
  fi: "fi-FI",
  // British English for a European audience: 15 January 2024, 9:00–17:00.
  en: "en-GB",
  sv: "sv-SE",
  es: "es-ES",
};

/**
 * Locale for times of day: Swedish readers here run a business in Finland, where Swedish writes
 * 8.00 (sv-FI), not Sweden's 08:00; dates and numbers read the same in both.
 */
export const timeLocales: Record<Language, string> = { ...locales, sv: "sv-FI" };

/** Open Graph locale per language. */
export const ogLocales: Record<Language, string> = {
  fi: "fi_FI",
  en: "en_US",
  sv: "sv_SE",
  es: "es_ES",
};

/** Each language's name in itself, for the language menu. */
export const languageNames: Record<Language, string> = {
  fi: "Suomi",
  en: "English",
  sv: "Svenska",
  es: "Español",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** Quotation marks as each language writes them: ”…” in Finnish and Swedish, “…” in English, «…» in Spanish. */
export const quotationMarks: Record<Language, readonly [open: string, close: string]> = {
  fi: ["”", "”"],
  en: ["“", "”"],
  sv: ["”", "”"],
  es: ["«", "»"],
};
