/**
 * Every outbound target of the site (docs/decisions.md, "Outbound links"), read from each
 * product's record (./products.ts) and the site configuration. All of them open in a new
 * tab with rel="noopener".
 */
import type { Language } from "../i18n/languages";
import { inLanguage, type ProductId, productSignupUrl, products } from "./products";
import { priceListUrl } from "./site";

export { productSignupUrl };

/** Target of a product page's free-start button: the product's own app, or the main app's signup for it. */
export function productStartUrl(product: ProductId, lang: Language): string {
  const { app } = products[product];
  return app ? `${inLanguage(app, lang)}/signup` : productSignupUrl(product);
}

/** Target of the call-to-action button: the same as the start button. */
export const productCtaUrl = productStartUrl;

/** Marketing site behind the "explore more" button, for the products that have one. */
export function exploreMoreUrl(product: ProductId, lang: Language): string | undefined {
  const { site } = products[product];
  return site && inLanguage(site, lang);
}

/** External price list for the pricing page's card, for the products that have published prices. */
export function pricingUrl(product: ProductId): string | null {
  return products[product].pricing === "priceList" ? `${priceListUrl}#${product}` : null;
}
