/**
 * Product copy, one YAML file per product with its four languages
 * (`app/content/products/{id}.yaml`), read and validated by route loaders at build time.
 * A file for no product, a missing file or a bad field fails the build, naming the file,
 * language and field.
 */
import { type ProductId, perProduct, productIds } from "../config/products";
import { type Language, languages, perLanguage } from "../i18n/languages";
import { readCollection } from "./collection.server";
import { copyNames } from "./facts-in-copy.server";
import { builtProductCopy } from "./fill-facts";
import type { FeaturedProduct, FeaturePoint } from "./featured-product";
import type { MockupCopy } from "./mockups/schema";
import { type ProductContent, productFiles } from "./schema";

export function loadProducts(directory?: string) {
  const files = readCollection(productFiles, directory);
  const copy = perLanguage(() => ({}) as Record<ProductId, ProductContent>);
  const mockups = perLanguage((): Partial<MockupCopy> => ({}));
  for (const lang of languages) {
    for (const id of productIds) {
      const file = files[lang][id] as ProductContent & { mockup?: MockupCopy[keyof MockupCopy] };
      const { content, mockup } = builtProductCopy(file, lang, copyNames);
      copy[lang][id] = content;
      if (mockup) (mockups[lang] as Record<string, unknown>)[id] = mockup;
    }
  }
  return { productContent: copy, mockupCopy: mockups as Record<Language, MockupCopy> };
}

export const { productContent, mockupCopy } = loadProducts();

/** Each product's description of its screen for screen readers, in one language (a product without a screen has none). */
export function mockupDescriptions(lang: Language): Partial<Record<ProductId, string | undefined>> {
  return perProduct((id) => productContent[lang][id].mockupDescription);
}

/** A product's first features (three unless asked for more), by title: what its card says is included, and what is still to come. */
export function leadFeatures(lang: Language, id: ProductId, count = 3): FeaturePoint[] {
  return productContent[lang][id].features.slice(0, count).map(({ title, upcoming = false }) => ({ title, upcoming }));
}

/**
 * The product the product grids feature twice as wide: invoicing, the suite's first and
 * best-selling service (its badge says so). The card lists its first three features.
 */
export function featuredProduct(lang: Language): FeaturedProduct {
  return { id: "invoicing", badge: productContent[lang].invoicing.badge, points: leadFeatures(lang, "invoicing") };
}
