/**
 * Product copy, one YAML file per product with its four languages
 * (`app/content/products/{id}.yaml`), read and validated by route loaders at build time.
 * A file for no product, a missing file or a bad field fails the build, naming the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type ProductId, productIds } from "../config/products";
import { type Language, languages } from "../i18n/languages";
import { ContentError, parseContent } from "./frontmatter";
import { withFactsPerLanguage } from "./facts-in-copy";
import type { FeaturedProduct } from "../components/product-grid";
import type { MockupCopy } from "./mockups/schema";
import { type ProductContent, productFileSchema } from "./schema";
import { typeset } from "./typeset";

const productsDirectory = resolve("app/content/products");

export function loadProducts(directory = productsDirectory) {
  const fileOf = (id: string) => `app/content/products/${id}.yaml`;
  const files = new Set(readdirSync(directory).filter((name) => name.endsWith(".yaml")));
  for (const name of files) {
    const id = name.replace(/\.yaml$/, "");
    if (!(productIds as readonly string[]).includes(id))
      throw new ContentError(`${fileOf(id)}: no product "${id}" in app/config/products.ts`);
  }
  const copy = Object.fromEntries(languages.map((lang) => [lang, {}])) as Record<Language, Record<ProductId, ProductContent>>;
  const mockups = Object.fromEntries(languages.map((lang) => [lang, {}])) as Record<Language, Partial<MockupCopy>>;
  for (const id of productIds) {
    if (!files.has(`${id}.yaml`)) throw new ContentError(`${fileOf(id)}: missing: every product in app/config/products.ts needs its copy`);
    const file = parseContent(fileOf(id), readFileSync(join(directory, `${id}.yaml`), "utf8"), productFileSchema(id));
    for (const lang of languages) {
      const { mockup, ...content } = file[lang] as ProductContent & { mockup?: MockupCopy[keyof MockupCopy] };
      copy[lang][id] = content;
      if (mockup) (mockups[lang] as Record<string, unknown>)[id] = mockup;
    }
  }
  return {
    productContent: typeset(withFactsPerLanguage(copy)),
    mockupCopy: withFactsPerLanguage(mockups as Record<Language, MockupCopy>),
  };
}

export const { productContent, mockupCopy } = loadProducts();

/** A product's first three features, by title: what its card says is included. */
export function leadFeatures(lang: Language, id: ProductId): string[] {
  return productContent[lang][id].features.slice(0, 3).map((feature) => feature.title);
}

/**
 * The product the product grids feature twice as wide: invoicing, the suite's first and
 * best-selling service (its badge says so). The card lists its first three features.
 */
export function featuredProduct(lang: Language): FeaturedProduct {
  return { id: "invoicing", badge: productContent[lang].invoicing.badge, points: leadFeatures(lang, "invoicing") };
}
