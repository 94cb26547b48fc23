import type { ProductId } from "~/config/products";

/** Blog categories in display order; ids are the same in every language and in URLs. */
export const blogCategories = ["laskutus", "taloushallinto", "allekirjoitus", "erp"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The product each blog category is about, for an article's "try it free" bar. */
export const categoryProduct: Record<BlogCategory, ProductId> = {
  laskutus: "invoicing",
  taloushallinto: "financing",
  allekirjoitus: "sign",
  erp: "erp",
};
