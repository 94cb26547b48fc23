/**
 * Content validation, run when content is loaded at build time: a missing field or a
 * wrong count fails the build with a message naming the file and the field.
 */
import { z } from "zod";
import { hasMockup, type ProductId, productIds, products as productRecords } from "../config/products";
import { perLanguage } from "../i18n/languages";
import { mockupLabelSchemas } from "./mockups/schema";
import { ContentError } from "./blog/articles";

export const text = z.string().trim().min(1, "must not be empty");

/** A page's title and description, as search results and shared links show them: in the page's own copy file. */
export const pageMeta = z.strictObject({ title: text, description: text });

/** A person's photo (optional): until one is set, the page shows the brand's drawn stand-in (app/components/portrait.tsx). */
export const portrait = z
  .string()
  .regex(/^\/images\/people\/[a-z0-9-]+\.(jpg|png|webp)$/, "must be a file under /images/people/, e.g. /images/people/hanna.jpg")
  .describe("A square photo in public/images/people/, at least 192 × 192 px. Empty: the drawn stand-in.")
  .optional();

/** The grammatical cases a product's name may be inflected in (Finnish; `{product:id:case}` in copy). */
export const nameCases = [
  "genitive",
  "partitive",
  "essive",
  "translative",
  "inessive",
  "elative",
  "illative",
  "adessive",
  "ablative",
  "allative",
] as const;
export type NameCase = (typeof nameCases)[number];

/** Everything a product page says, in one language (docs/decisions.md, "Content and business facts"). */
export const productContentSchema = z.strictObject({
  /** Product name as shown in menus, cards and headings; copy writes `{product:id}` for it (./product-names.server.ts). */
  name: text,
  /** The name as a sentence uses it, when that differs: "{brand} Invoicing" in English and Spanish. */
  inText: text.optional(),
  /** Inflected names copy may use, by case: Finnish `partitive: Laskutusta` for `{product:invoicing:partitive}`. */
  forms: z
    .strictObject(Object.fromEntries(nameCases.map((form) => [form, text.optional()])) as Record<NameCase, z.ZodOptional<typeof text>>)
    .describe("The name inflected, for the languages that inflect it (Finnish): copy writes {product:invoicing:partitive}.")
    .optional(),
  /** The page's title in search results and share cards, brand included. */
  searchTitle: text.max(60, "must be at most 60 characters, so search results show it whole"),
  /** One-line promise under the name. */
  tagline: text,
  /** Who the product is for, one line: the products page and the register page's chooser show it. */
  audience: text,
  /** The product's benefit in a few words, beside its name in the products menu. */
  benefit: text.max(45, "must fit one line of the products menu (at most 45 characters)"),
  /** A paragraph or two introducing the product. */
  description: text,
  /** Optional short badge above the name, e.g. "New". */
  badge: text.optional(),
  features: z
    .array(
      z.strictObject({
        title: text,
        description: text,
        /** Not in the product yet: listed with a clock, never a tick (a tick reads as included today). */
        upcoming: z
          .boolean()
          .optional()
          .describe("On for a feature the product does not have yet: the page marks it as coming, not as included."),
      }),
    )
    .length(6, "must have exactly 6 features"),
  faqs: z.array(z.strictObject({ question: text, answer: text })).length(3, "must have exactly 3 questions"),
  ctaTitle: text,
  ctaDescription: text,
  /** The closing panel's button (open products only: one not open yet offers to be told instead). */
  ctaButtonText: text.optional(),
  /** Label of the hero's button to the product's own site (open products with one): names the product where the language needs it. */
  exploreMoreText: text.optional(),
  /** Label of the hero's free-start button and the pricing card's action (open products only). */
  freeStartText: text.optional(),
  /** Shown instead of the start button's action for products that are not available yet. */
  comingSoon: text.optional(),
  /** Optional line under the start button, e.g. the free trial terms. */
  trialInfo: text.optional(),
  /** Text alternative of the product mock-up for screen readers (products with a mock-up). */
  mockupDescription: text.optional(),
});

export type ProductContent = z.infer<typeof productContentSchema>;

/**
 * A product's copy file (`app/content/products/{id}.yaml`): the same fields in each of the four
 * languages. A product with a mock-up also has the mock-up's text alternative and its labels
 * (`mockup`); one that is coming soon, its badge text.
 */
export function productFileSchema(id: ProductId) {
  return inEveryLanguage(productCopySchema(id));
}

/** The products' copy as a collection (./collection.server.ts): a file per product of app/config/products.ts. */
export const productFiles = {
  format: "yaml",
  folder: "app/content/products",
  entries: productIds,
  entryName: "product",
  listedIn: "app/config/products.ts",
  schema: (id: ProductId) => productCopySchema(id),
  sameShapeAsFinnish: false,
} as const;

/** A start button's wording, which a product that is not open yet does not have. */
const notForComingSoon = z
  .never({ error: "is not used by a product that is not open yet: its page offers to tell the visitor when it opens" })
  .optional();

/** One language's copy of a product. */
function productCopySchema(id: ProductId) {
  return productContentSchema.extend({
    ...(hasMockup(id) ? { mockupDescription: text, mockup: mockupLabelSchemas[id] } : {}),
    // A product not open yet has no start wording (it would show nowhere); an open one needs all of it.
    ...(productRecords[id].comingSoon
      ? { comingSoon: text, ctaButtonText: notForComingSoon, exploreMoreText: notForComingSoon, freeStartText: notForComingSoon }
      : { ctaButtonText: text, exploreMoreText: text, freeStartText: text }),
  });
}

/** A file with the four languages side by side, each holding `schema`'s fields. */
export function inEveryLanguage<Schema extends z.ZodType>(schema: Schema) {
  return z.strictObject(perLanguage(() => schema));
}

/**
 * Checks that a translation has exactly the source's shape: the same keys and the same
 * number of list items, recursively. (The schemas check keys too; this also checks list counts.)
 */
export function validateSameShape(source: unknown, translation: unknown, file: string, path: string[] = []): void {
  const where = path.join(".") || "(root)";
  if (Array.isArray(source)) {
    if (!Array.isArray(translation) || translation.length !== source.length) {
      throw new ContentError(`${file}: field "${where}" must have ${source.length} items like the Finnish source`);
    }
    source.forEach((item, index) => validateSameShape(item, translation[index], file, [...path, String(index)]));
  } else if (source && typeof source === "object") {
    if (!translation || typeof translation !== "object") throw new ContentError(`${file}: field "${where}" is missing`);
    const keys = new Set([...Object.keys(source), ...Object.keys(translation)]);
    for (const key of keys) {
      if (!(key in source)) throw new ContentError(`${file}: field "${[...path, key].join(".")}" is not in the Finnish source`);
      if (!(key in translation)) throw new ContentError(`${file}: field "${[...path, key].join(".")}" is missing`);
      validateSameShape((source as Record<string, unknown>)[key], (translation as Record<string, unknown>)[key], file, [...path, key]);
    }
  } else if (typeof translation !== typeof source || (typeof translation === "string" && !translation.trim())) {
    throw new ContentError(`${file}: field "${where}" must be a non-empty ${typeof source}`);
  }
}
