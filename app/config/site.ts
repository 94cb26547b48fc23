/**
 * The site configuration: brand, contact details, legal entity, social links and every
 * external host. Each value can be overridden at build time with the SITE_* variable
 * named beside it. Defaults use reserved example domains and fictional details.
 */
import type { Language } from "../i18n/languages";
import type { ProductId } from "./products";

// Vite inlines import.meta.env in the app; build scripts run under Node, which has process.env.
const env: Record<string, string | undefined> =
  import.meta.env ?? (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const setting = (name: string, fallback: string) => env[name] || fallback;

/** Absolute origin of the deployed site, without a trailing slash. */
export const siteUrl = setting("SITE_URL", "https://www.nettilasku.example").replace(/\/+$/, "");

const appHost = setting("SITE_APP_URL", "https://app.nettilasku.example");

export const site = {
  brand: setting("SITE_BRAND", "Nettilasku"),
  legalEntity: setting("SITE_LEGAL_ENTITY", "Esimerkki Ohjelmistot Oy"),
  /** Prefix of every local-storage key the site writes (spec section 3). */
  storagePrefix: "NETTILASKU_",
  email: setting("SITE_EMAIL", "asiakaspalvelu@nettilasku.example"),
  phone: {
    display: setting("SITE_PHONE", "0600 123 456"),
    href: `tel:${setting("SITE_PHONE_E164", "+358600123456")}`,
    /** Premium-rate price per minute, EUR, VAT excluded. */
    pricePerMinute: 1.54,
  },
  address: {
    street: setting("SITE_STREET", "Esimerkkikatu 1"),
    postalCode: setting("SITE_POSTAL_CODE", "33100"),
    city: setting("SITE_CITY", "Tampere"),
    country: "FI",
  },
  /** Address used in the Organization structured data (spec section 2: Helsinki, FI). */
  organizationAddress: { city: "Helsinki", country: "FI" },
  supportHours: { opens: "09:00", closes: "17:00" },
  social: [
    { name: "Facebook", href: setting("SITE_FACEBOOK", "https://www.facebook.com/example") },
    { name: "LinkedIn", href: setting("SITE_LINKEDIN", "https://www.linkedin.com/company/example") },
    { name: "Instagram", href: setting("SITE_INSTAGRAM", "https://www.instagram.com/example") },
  ],
  termsUrl: setting("SITE_TERMS_URL", "https://help.nettilasku.example/articles/terms-and-privacy"),
  app: {
    host: new URL(appHost).host,
    signup: `${appHost}/signup`,
    login: `${appHost}/login`,
    register: `${appHost}/register`,
  },
} as const;

type PerLanguage = Record<Language, string>;

/** Picks a per-language host, falling back to English (spec section 7: Swedish uses the English host). */
const withEnglishFallback = (fi: string, en: string, es: string): PerLanguage => ({ fi, en, sv: en, es });

/** External hosts of the products (spec section 7): apps where people sign up, and marketing sites. */
export const hosts = {
  signApp: setting("SITE_SIGN_APP_URL", "https://app.sign.nettilasku.example"),
  signSite: setting("SITE_SIGN_SITE_URL", "https://sign.nettilasku.example"),
  erpApp: setting("SITE_ERP_APP_URL", "https://app.erp.nettilasku.example"),
  invoicingApp: withEnglishFallback(
    setting("SITE_INVOICING_APP_FI_URL", "https://app.laskutus.nettilasku.example"),
    setting("SITE_INVOICING_APP_EN_URL", "https://app.invoicing.nettilasku.example"),
    setting("SITE_INVOICING_APP_ES_URL", "https://app.facturacion.nettilasku.example"),
  ),
  invoicingSite: withEnglishFallback(
    setting("SITE_INVOICING_SITE_FI_URL", "https://laskutus.nettilasku.example"),
    setting("SITE_INVOICING_SITE_EN_URL", "https://invoicing.nettilasku.example"),
    setting("SITE_INVOICING_SITE_ES_URL", "https://facturacion.nettilasku.example"),
  ),
  /** Financial management marketing site: a Finnish host, and an English one for every other language. */
  financingSite: {
    fi: setting("SITE_FINANCING_SITE_FI_URL", "https://taloushallinto.nettilasku.example"),
    en: setting("SITE_FINANCING_SITE_EN_URL", "https://financing.nettilasku.example"),
  },
  /** External price list, linked from the pricing page's cards. */
  pricing: setting("SITE_PRICING_URL", "https://hinnasto.nettilasku.example"),
} as const;

/** Host name shown on each product's card and menu entry (invoicing and financing differ by language). */
export function productDomain(product: ProductId, lang: Language): string {
  const domains: Record<ProductId, string> = {
    invoicing: new URL(hosts.invoicingSite[lang]).host,
    sign: new URL(hosts.signSite).host,
    financing: new URL(lang === "fi" ? hosts.financingSite.fi : hosts.financingSite.en).host,
    erp: setting("SITE_ERP_DOMAIN", "erp.nettilasku.example"),
    crm: setting("SITE_CRM_DOMAIN", "crm.nettilasku.example"),
    offerly: setting("SITE_OFFERLY_DOMAIN", "offerly.nettilasku.example"),
    kyc: setting("SITE_KYC_DOMAIN", "kyc.nettilasku.example"),
  };
  return domains[product];
}
