import type { ProductId } from "../config/products";

/** A feature as a card lists it: its title, and whether the product has it yet. */
export interface FeaturePoint {
  title: string;
  upcoming: boolean;
}

/** The product a grid features wider than the others, with its badge and first features (products.server.ts). */
export interface FeaturedProduct {
  id: ProductId;
  badge?: string;
  points: FeaturePoint[];
  /** Its starting price, where the page shows one (the home page's grid). */
  price?: string;
}
