/** Copy's fact, brand and product-name placeholders filled at build time (./fill-facts.ts), with the names of the product files and brand.yaml. */
import { type Language, perLanguage } from "../i18n/languages";
import { brandForms } from "./brand-forms.server";
import { type CopyNames, fillFacts } from "./fill-facts";
import { productNames } from "./product-names.server";

export { factValues } from "./fill-facts";

/** The names placeholders are filled with at build time: the product files' and brand.yaml's. */
export const copyNames: CopyNames = { products: productNames, brand: brandForms };

/** Fills the fact and product-name placeholders in every string of a copy object, keeping its shape and types. */
export function withFacts<T>(copy: T, lang: Language): T {
  return fillFacts(copy, lang, copyNames);
}

/** Fills the fact placeholders of each language's copy. */
export function withFactsPerLanguage<T>(copy: Record<Language, T>): Record<Language, T> {
  return perLanguage((lang) => withFacts(copy[lang], lang));
}
