/** The product names of app/content/product-names.ts, read from the product files at build time. */
import { type ProductId, productIds } from "../config/products";
import { site } from "../config/site";
import { interpolate } from "../i18n/format";
import { type Language, languages, perLanguage } from "../i18n/languages";
import { readCollection } from "./collection.server";
import { ContentError } from "./content-error";
import type { ProductNames } from "./product-names";
import { productContentSchema, productFiles } from "./schema";

/** The part of a product's copy the names come from (the whole copy is validated by ./products.server.ts). */
const namesSchema = productContentSchema.pick({ name: true, inText: true, forms: true }).loose();

/** Every product's names in every language, read from the product files; `directory` is another checkout's folder (tests). */
export function loadProductNames(directory?: string): Record<Language, Record<ProductId, ProductNames>> {
  const files = readCollection({ ...productFiles, schema: () => namesSchema }, directory);
  const names = perLanguage(() => ({}) as Record<ProductId, ProductNames>);
  for (const lang of languages) {
    for (const id of productIds) {
      const { name, inText, forms = {} } = files[lang][id];
      // The name in running text is the product's own name with the brand: one copied from another product's file would rename it everywhere.
      if (inText !== undefined && !inText.includes(name))
        throw new ContentError(
          `${productFiles.folder}/${id}.yaml: field "${lang}.inText": "${inText}" does not contain the product's name "${name}"`,
        );
      names[lang][id] = { name, inText: interpolate(inText ?? name, { brand: site.brand }), forms };
    }
  }
  return names;
}

export const productNames = loadProductNames();
