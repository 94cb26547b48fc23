/** Blog categories in display order; ids are the same in every language and in URLs. */
export const blogCategories = ["laskutus", "taloushallinto", "allekirjoitus", "erp"] as const;
export type BlogCategory = (typeof blogCategories)[number];
