/**
 * Business facts that copy names by placeholder instead of typing them, so a price or the
 * trial length is changed in one place (app/config/facts.ts) and every language follows:
 *
 * - `{trialDays}`: length of the free trial (14);
 * - `{invoicingFromPrice}`: invoicing's starting price per month, VAT 0 % (9,90 € / €9.90);
 * - `{phonePrice}`: price per minute of the premium-rate support line, VAT 0 %;
 * - `{cleaningFromPrice}`: the cleaning ERP's cheapest plan per month, VAT 0 %.
 *
 * They are filled in when copy is loaded at build time (./facts-in-copy.server.ts), and by the
 * editor's previews as a marketer types (cms/previews.tsx), formatted for the copy's language,
 * together with the product names (`{product:invoicing}`, ./product-names.ts) and the brand
 * (`{brand}`, app/config/site.ts). Other placeholders ({year}, {product}...) are left for the
 * code that owns them. Nothing here reads files, so the editor's previews run it too.
 */
import { facts } from "../config/facts";
import type { ProductId } from "../config/products";
import { site } from "../config/site";
import { formatEuros, formatNumber, interpolate } from "../i18n/format";
import type { Language } from "../i18n/languages";
import { fillProductNames, type ProductNames } from "./product-names";
import { ContentError } from "./content-error";
import { mapStrings, typeset } from "./typeset";

export function factValues(lang: Language): Record<string, string> {
  const price = (amount: number) => formatEuros(amount, lang);
  return {
    brand: site.brand,
    trialDays: formatNumber(facts.trialDays, lang),
    invoicingFromPrice: price(facts.invoicingFromPrice),
    phonePrice: price(site.phone.pricePerMinute),
    cleaningFromPrice: price(Math.min(...Object.values(facts.cleaningPlans).flatMap((plan) => (plan.price === null ? [] : [plan.price])))),
  };
}

/** The brand's inflected forms in one language, by case ("genitive": "Nettilaskun"): app/content/brand.yaml. */
export type BrandForms = Partial<Record<string, string>>;

/** What placeholders name: the products' names and the brand's forms, per language. */
export interface CopyNames {
  products: Record<Language, Record<ProductId, ProductNames>>;
  brand: Record<Language, BrandForms>;
}

/** `{brand:genitive}` and the like: a form of the brand from app/content/brand.yaml. */
export function fillBrandForms(text: string, lang: Language, where: string, forms: Record<Language, BrandForms>): string {
  return text.replace(/\{brand:(\w+)\}/g, (whole, form: string) => {
    const inflected = forms[lang][form];
    if (inflected === undefined) throw new ContentError(`${where}: ${whole}: app/content/brand.yaml gives no "${form}" form in ${lang}`);
    return inflected;
  });
}

/** Fills the fact, brand and product-name placeholders in every string of a copy object, keeping its shape and types. */
export function fillFacts<T>(copy: T, lang: Language, names: CopyNames): T {
  const values = factValues(lang);
  // interpolate() leaves every other placeholder as it is, for the code that owns it.
  return mapStrings(copy, (text) => {
    const where = `${lang} copy "${text.slice(0, 60)}"`;
    return fillProductNames(fillBrandForms(interpolate(text, values), lang, where, names.brand), lang, where, names.products);
  });
}

/**
 * One product's copy in one language as the build makes it: the page's copy filled and typeset,
 * the screen's labels (`mockup`) filled only, as the screens set their own figures. The product
 * loader (./products.server.ts) and the editor's previews (cms/previews.tsx) both use it.
 */
export function builtProductCopy<Content extends object, Mockup>(
  file: Content & { mockup?: Mockup },
  lang: Language,
  names: CopyNames,
): { content: Omit<Content, "mockup">; mockup?: Mockup } {
  const { mockup, ...content } = file;
  return { content: typeset(fillFacts(content, lang, names)), ...(mockup && { mockup: fillFacts(mockup, lang, names) }) };
}
