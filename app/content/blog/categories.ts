import type { ProductId } from "~/config/products";
import type { BlogCategory } from "./articles";

/** The product each blog category is about, for an article's "try it free" bar. */
export const categoryProduct: Record<BlogCategory, ProductId> = {
  laskutus: "invoicing",
  taloushallinto: "financing",
  allekirjoitus: "sign",
  erp: "erp",
};
