/**
 * Every outbound target of the site (docs/decisions.md, "Outbound links"), from the site configuration.
 * All of them open in a new tab with rel="noopener".
 */
import type { Language } from "../i18n/languages";
import { type ProductId } from "./products";
import { hosts, site } from "./site";

/** The app's signup page for one product: `…/signup?product={id}` (register page, product signup buttons). */
export function productSignupUrl(product: ProductId): string {
  return `${site.app.signup}?product=${encodeURIComponent(product)}`;
}

/**
 * Target of a product page's free-start button and call-to-action button: sign, ERP and
 * invoicing have apps of their own (invoicing per language: fi, es, and en also for sv);
 * every other product signs up on the main app.
 */
export function productStartUrl(product: ProductId, lang: Language): string {
  switch (product) {
    case "sign":
      return `${hosts.signApp}/signup`;
    case "erp":
      return `${hosts.erpApp}/signup`;
    case "invoicing":
      return `${hosts.invoicingApp[lang]}/signup`;
    default:
      return productSignupUrl(product);
  }
}

/** Target of the call-to-action button; the spec gives it the same rules as the start button. */
export const productCtaUrl = productStartUrl;

/** Marketing site behind the "explore more" button; only invoicing, sign and financing have one. */
export function exploreMoreUrl(product: ProductId, lang: Language): string | undefined {
  switch (product) {
    case "invoicing":
      return hosts.invoicingSite[lang];
    case "sign":
      return hosts.signSite;
    case "financing":
      return lang === "fi" ? hosts.financingSite.fi : hosts.financingSite.en;
    default:
      return undefined;
  }
}

/** External price list for the pricing page's cards; CRM and KYC have no prices yet. */
export function pricingUrl(product: ProductId): string | null {
  return product === "crm" || product === "kyc" ? null : `${hosts.pricing}#${product}`;
}
