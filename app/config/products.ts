/**
 * One record per product: everything the routes, outbound links, pricing, register page,
 * structured data, content checks and tests need to know about it, addresses included,
 * besides its copy (app/content/products/{id}.yaml) and its icon and mock-up (components/).
 * Adding a product means a record here, its copy file, and its icon (README, "Add a product").
 */
import type { Language } from "../i18n/languages";
import { settings, site } from "./site";

/** The products, in the order the site lists them everywhere (the featured one, invoicing, first). */
export const productIds = ["invoicing", "sign", "financing", "erp", "crm", "offerly", "kyc"] as const;
export type ProductId = (typeof productIds)[number];

/** A table with one entry per product, made by `make`: typed as complete, with no cast at the call. */
export function perProduct<T>(make: (id: ProductId) => T): Record<ProductId, T> {
  return Object.fromEntries(productIds.map((id) => [id, make(id)])) as Record<ProductId, T>;
}

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (productIds as readonly string[]).includes(value);
}

/** An address per language, or one for every language. */
export type LanguageUrl = string | Record<Language, string>;

export interface ProductRecord {
  /** Path segment of its page in each language. */
  segments: Record<Language, string>;
  /** Not available yet: its page offers no signup but an e-mail asking to hear when it opens, and a badge says so. */
  comingSoon: boolean;
  /** Its own app, where its free-start and call-to-action buttons lead (`{app}/signup`); without one, the main app's signup. */
  app?: LanguageUrl;
  /** Its own marketing site, behind the hero's "explore more" button. */
  site?: LanguageUrl;
  /**
   * What the pricing page shows: a card linking to the external price list, a card that
   * says prices come later or the service comes later, or that it is free for the business
   * asking (a marketplace, where providers are the ones who pay).
   */
  pricing: "priceList" | "pricingLater" | "serviceLater" | "freeToAsk";
  /** Whether its page shows an illustration of the app (and its copy needs a description of it). */
  mockup: boolean;
}

/** The address for one language. */
export function inLanguage(url: LanguageUrl, lang: Language): string {
  return typeof url === "string" ? url : url[lang];
}

/** Every address of a per-language setting. */
export function allAddresses(url: LanguageUrl | undefined): string[] {
  return url === undefined ? [] : typeof url === "string" ? [url] : [...new Set(Object.values(url))];
}

/** Swedish readers get the English address where a product has none in Swedish (docs/decisions.md, "Outbound links"). */
const swedishInEnglish = (fi: string, en: string, es: string): Record<Language, string> => ({ fi, en, sv: en, es });
/** A Finnish address, and an English one for every other language. */
const finnishOrEnglish = (fi: string, en: string): Record<Language, string> => ({ fi, en, sv: en, es: en });

/** The app's signup page for one product: `…/signup?product={id}` (register page, product signup buttons). */
export function productSignupUrl(product: ProductId): string {
  return `${site.app.signup}?product=${encodeURIComponent(product)}`;
}

// Every address is a build-time setting (SITE_*), listed by `npm run check:launch` while it is a placeholder.
const records = {
  invoicing: {
    segments: { fi: "laskutus", en: "invoicing", sv: "fakturering", es: "facturacion" },
    comingSoon: false,
    // An app and a site per language: Finnish, Spanish, and the English ones for Swedish too.
    app: swedishInEnglish(settings.SITE_INVOICING_APP_FI_URL, settings.SITE_INVOICING_APP_EN_URL, settings.SITE_INVOICING_APP_ES_URL),
    site: swedishInEnglish(settings.SITE_INVOICING_SITE_FI_URL, settings.SITE_INVOICING_SITE_EN_URL, settings.SITE_INVOICING_SITE_ES_URL),
    pricing: "priceList",
    mockup: true,
  },
  sign: {
    segments: { fi: "allekirjoitus", en: "sign", sv: "signering", es: "firma" },
    comingSoon: false,
    app: settings.SITE_SIGN_APP_URL,
    site: settings.SITE_SIGN_SITE_URL,
    pricing: "priceList",
    mockup: true,
  },
  financing: {
    segments: { fi: "taloushallinto", en: "financing", sv: "ekonomi", es: "finanzas" },
    comingSoon: false,
    site: finnishOrEnglish(settings.SITE_FINANCING_SITE_FI_URL, settings.SITE_FINANCING_SITE_EN_URL),
    pricing: "priceList",
    mockup: true,
  },
  erp: {
    segments: { fi: "toiminnanohjaus", en: "erp", sv: "verksamhetsstyrning", es: "erp" },
    comingSoon: false,
    app: settings.SITE_ERP_APP_URL,
    pricing: "priceList",
    mockup: true,
  },
  crm: {
    segments: { fi: "crm", en: "crm", sv: "crm", es: "crm" },
    comingSoon: true,
    pricing: "pricingLater",
    mockup: true,
  },
  offerly: {
    segments: { fi: "palvelulinkki", en: "offerly", sv: "koppla", es: "conecta" },
    comingSoon: false,
    pricing: "freeToAsk",
    mockup: true,
  },
  kyc: {
    segments: { fi: "kyc", en: "kyc", sv: "kyc", es: "kyc" },
    comingSoon: true,
    pricing: "serviceLater",
    mockup: true,
  },
} as const satisfies Record<ProductId, ProductRecord>;

/** Every product's record. */
export const products: Record<ProductId, ProductRecord> = records;

/** Products whose page shows a mock-up of the app, as their records say. */
export type MockupProductId = { [K in ProductId]: (typeof records)[K]["mockup"] extends true ? K : never }[ProductId];

export function hasMockup(id: ProductId): id is MockupProductId {
  return products[id].mockup;
}

/** Products that are not available yet. */
export const comingSoonProducts: readonly ProductId[] = productIds.filter((id) => products[id].comingSoon);
