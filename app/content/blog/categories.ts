import type { ProductId } from "../../config/products";

/** Blog categories in display order; ids are the same in every language and in URLs. */
export const blogCategories = ["laskutus", "taloushallinto", "allekirjoitus", "erp"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The product each category writes about: an article closes with that product's own invitation. */
export const categoryProducts = {
  laskutus: "invoicing",
  taloushallinto: "financing",
  allekirjoitus: "sign",
  erp: "erp",
} as const satisfies Record<BlogCategory, ProductId>;
