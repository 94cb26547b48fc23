import type { Language } from "../../app/i18n/languages";

/** The word each language's review material searches for: the search page is judged with results. */
export const reviewSearchWords: Record<Language, string> = { fi: "lasku", en: "invoice", sv: "faktura", es: "factura" };
