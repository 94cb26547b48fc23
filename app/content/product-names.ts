/**
 * Product names in copy (docs/decisions.md, "Product names"). Each product has one name per
 * language, the `name` of its file app/content/products/{id}.yaml, and copy never types it:
 * it writes a placeholder, filled in when the copy is loaded, so a rename is one edit.
 *
 * - `{product:invoicing}`: the name as it stands in a sentence, the product file's `inText`
 *   when it has one ("{brand} Invoicing": in English and Spanish a generic name takes the
 *   brand), else its `name`.
 * - `{product:invoicing:name}`: the bare name, for lists and labels ("Invoicing, Sign and ERP").
 * - `{product:invoicing:partitive}` (any other word): one of the product file's `forms`, the
 *   inflected names Finnish needs ("Kokeile Laskutusta").
 * - `{products:names}`: every product's bare name, listed as the language lists ("A, B ja C"),
 *   and `{products:count}`: how many there are, so copy about the whole suite never goes stale
 *   when a product is added.
 *
 * A placeholder for no product, or for a form its file does not give, fails the build naming
 * the form, so a typo never reaches a page.
 */
import { type ProductId, isProductId, productIds } from "../config/products";
import type { Language } from "../i18n/languages";
import { ContentError } from "./content-error";

/** What copy may call a product in one language. */
export interface ProductNames {
  name: string;
  /** The name as a sentence uses it; the name itself unless the file says otherwise. */
  inText: string;
  /** Inflected forms by case ("partitive": "Laskutusta"). */
  forms: Partial<Record<string, string>>;
}

/** `{product:id}` or `{product:id:form}`. */
const placeholder = /\{product:([a-z]+)(?::(\w+))?\}/g;
/** `{products:names}` or `{products:count}`; any other word after `products:` is an error. */
const suitePlaceholder = /\{products:(\w+)\}/g;

/** Fills the product-name placeholders of one string; `where` names the copy in an error. */
export function fillProductNames(
  text: string,
  lang: Language,
  where: string,
  names: Record<Language, Record<ProductId, ProductNames>>,
): string {
  const filled = text.replace(suitePlaceholder, (whole, what: string) => {
    if (what === "count") return new Intl.NumberFormat(lang).format(productIds.length);
    if (what === "names") return new Intl.ListFormat(lang, { type: "conjunction" }).format(productIds.map((id) => names[lang][id].name));
    throw new ContentError(`${where}: ${whole} is not a placeholder (write {products:names} or {products:count})`);
  });
  return filled.replace(placeholder, (whole, id: string, form: string | undefined) => {
    if (!isProductId(id)) throw new ContentError(`${where}: ${whole} names no product (products: ${productIds.join(", ")})`);
    const product = names[lang][id];
    if (form === undefined) return product.inText;
    if (form === "name") return product.name;
    const inflected = product.forms[form];
    if (inflected === undefined) {
      throw new ContentError(`${where}: ${whole}: app/content/products/${id}.yaml gives no "${form}" form in ${lang} (add it under forms)`);
    }
    return inflected;
  });
}
