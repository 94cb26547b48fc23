/**
 * Every outbound target of the site (docs/decisions.md, "Outbound links"), read from each
 * product's record (./products.ts) and the site configuration. All of them open in a new
 * tab with rel="noopener".
 */
import type { Language } from "../i18n/languages";
import { type ProductId, products } from "./products";
import { hosts } from "./site";

export { productSignupUrl } from "./products";

/** Target of a product page's free-start button. */
export function productStartUrl(product: ProductId, lang: Language): string {
  return products[product].startUrl(lang);
}

/** Target of the call-to-action button: the same as the start button. */
export const productCtaUrl = productStartUrl;

/** Marketing site behind the "explore more" button, for the products that have one. */
export function exploreMoreUrl(product: ProductId, lang: Language): string | undefined {
  return products[product].exploreMoreUrl?.(lang);
}

/** External price list for the pricing page's card, for the products that have published prices. */
export function pricingUrl(product: ProductId): string | null {
  return products[product].pricing === "priceList" ? `${hosts.pricing}#${product}` : null;
}
