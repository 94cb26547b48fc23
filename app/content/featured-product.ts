import type { ProductId } from "../config/products";

/** The product a grid features wider than the others, with its badge and first features (products.server.ts). */
export interface FeaturedProduct {
  id: ProductId;
  badge?: string;
  points: string[];
}
