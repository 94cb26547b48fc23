/** The seven products, in the order the site lists them everywhere. */
export const productIds = ["invoicing", "sign", "financing", "erp", "crm", "offerly", "kyc"] as const;
export type ProductId = (typeof productIds)[number];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (productIds as readonly string[]).includes(value);
}

/** Products that are not yet available: their start and signup buttons are disabled. */
export const comingSoonProducts: readonly ProductId[] = ["crm", "kyc"];

/** Products whose hero has an "explore more" button to their own marketing site. */
export const productsWithExploreMore: readonly ProductId[] = ["invoicing", "sign", "financing"];
