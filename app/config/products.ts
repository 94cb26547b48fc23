/**
 * One record per product: everything the routes, outbound links, pricing, register page,
 * structured data, content checks and tests need to know about it, besides its copy
 * (app/content/products/*.ts) and its icon and mock-up (components/). Adding a product
 * means a record here, its copy, and its icon (README, "Add a product").
 */
import type { Language } from "../i18n/languages";
import { hosts, site } from "./site";

/** The seven products, in the order the site lists them everywhere. */
export const productIds = ["invoicing", "sign", "financing", "erp", "crm", "offerly", "kyc"] as const;
export type ProductId = (typeof productIds)[number];

export function isProductId(value: unknown): value is ProductId {
  return typeof value === "string" && (productIds as readonly string[]).includes(value);
}

export interface ProductRecord {
  /** Path segment of its page in each language. */
  segments: Record<Language, string>;
  /** Not available yet: its start and signup buttons are disabled, and a badge says so once. */
  comingSoon: boolean;
  /** Where its free-start and call-to-action buttons lead: its own app, or the main app's signup. */
  startUrl: (lang: Language) => string;
  /** Its own marketing site, behind the hero's "explore more" button. */
  exploreMoreUrl?: (lang: Language) => string;
  /**
   * What the pricing page shows: a card linking to the external price list, a card that
   * says prices come later or the service comes later, or no card (a marketplace).
   */
  pricing: "priceList" | "pricingLater" | "serviceLater" | "none";
  /** Whether its page shows an illustration of the app (and its copy needs a description of it). */
  mockup: boolean;
}

/** The app's signup page for one product: `…/signup?product={id}` (register page, product signup buttons). */
export function productSignupUrl(product: ProductId): string {
  return `${site.app.signup}?product=${encodeURIComponent(product)}`;
}

const records = {
  invoicing: {
    segments: { fi: "laskutus", en: "invoicing", sv: "fakturering", es: "facturacion" },
    comingSoon: false,
    // Invoicing has an app per language: Finnish, Spanish, and the English one for Swedish too.
    startUrl: (lang) => `${hosts.invoicingApp[lang]}/signup`,
    exploreMoreUrl: (lang) => hosts.invoicingSite[lang],
    pricing: "priceList",
    mockup: true,
  },
  sign: {
    segments: { fi: "allekirjoitus", en: "sign", sv: "signering", es: "firma" },
    comingSoon: false,
    startUrl: () => `${hosts.signApp}/signup`,
    exploreMoreUrl: () => hosts.signSite,
    pricing: "priceList",
    mockup: true,
  },
  financing: {
    segments: { fi: "taloushallinto", en: "financing", sv: "ekonomi", es: "finanzas" },
    comingSoon: false,
    startUrl: () => productSignupUrl("financing"),
    // A Finnish site, and an English one for every other language.
    exploreMoreUrl: (lang) => (lang === "fi" ? hosts.financingSite.fi : hosts.financingSite.en),
    pricing: "priceList",
    mockup: true,
  },
  erp: {
    segments: { fi: "toiminnanohjaus", en: "erp", sv: "verksamhetsstyrning", es: "erp" },
    comingSoon: false,
    startUrl: () => `${hosts.erpApp}/signup`,
    pricing: "priceList",
    mockup: true,
  },
  crm: {
    segments: { fi: "crm", en: "crm", sv: "crm", es: "crm" },
    comingSoon: true,
    startUrl: () => productSignupUrl("crm"),
    pricing: "pricingLater",
    mockup: false,
  },
  offerly: {
    segments: { fi: "palvelulinkki", en: "offerly", sv: "koppla", es: "conecta" },
    comingSoon: false,
    startUrl: () => productSignupUrl("offerly"),
    pricing: "none",
    mockup: true,
  },
  kyc: {
    segments: { fi: "kyc", en: "kyc", sv: "kyc", es: "kyc" },
    comingSoon: true,
    startUrl: () => productSignupUrl("kyc"),
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
