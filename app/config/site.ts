/**
 * The site configuration: brand, contact details, legal entity, social links and every
 * external host. Their values live in app/content/site.json, which the content editor at
 * /admin edits; each can be overridden at build time with the SITE_* variable of its name.
 * The values shipped are placeholders that cannot reach a real person or company: reserved
 * example domains (RFC 2606) for every address, a phone number that is never granted,
 * fictional details. `npm run check:launch` lists those still in place.
 */
import siteFile from "../content/site.json" with { type: "json" };

/** The name of a setting: its key in app/content/site.json and its build-time variable. */
export type SettingName = keyof typeof siteFile.settings;

/** Each setting in effect: its SITE_* build variable when set, else its value in app/content/site.json. */
export function resolveSettings(env: Record<string, string | undefined>): Record<SettingName, string> {
  return Object.fromEntries(
    (Object.entries(siteFile.settings) as [SettingName, string][]).map(([name, value]) => [name, env[name] || value]),
  ) as Record<SettingName, string>;
}

declare const __SITE_SETTINGS__: Record<SettingName, string> | undefined;

/**
 * The settings, resolved once. In a Vite bundle (the pages, the browser's scripts) they are the
 * literal object vite.config.ts writes in at build time (scripts/build/site-settings.ts); build
 * scripts and tests run under Node and resolve them from the file and the environment.
 */
export const settings: Record<SettingName, string> =
  typeof __SITE_SETTINGS__ === "undefined" ? resolveSettings(process.env) : __SITE_SETTINGS__;

/** Settings that may keep their shipped value at launch; every other shipped value is a placeholder (`npm run check:launch`). */
export const keptAtLaunch: readonly SettingName[] = ["SITE_BRAND"];

/** Absolute origin of the deployed site, without a trailing slash. */
export const siteUrl = settings.SITE_URL.replace(/\/+$/, "");

const appHost = settings.SITE_APP_URL;

export const site = {
  brand: settings.SITE_BRAND,
  legalEntity: settings.SITE_LEGAL_ENTITY,
  businessId: settings.SITE_BUSINESS_ID,
  /** Prefix of every local-storage key the site writes (docs/decisions.md, "Attribution and consent"). */
  storagePrefix: "NETTILASKU_",
  email: settings.SITE_EMAIL,
  phone: {
    // A number no one can own: Finland publishes no range for fiction, and 0600 numbers are
    // live premium-rate lines. FICORA (now Traficom) states in its national numbering plan
    // (directory-enquiry numbers) that "the number 075 112 is not granted in order to avoid
    // misdials", so calling it never reaches a subscriber.
    // Non-breaking spaces, so the number never wraps across two lines.
    display: settings.SITE_PHONE.replace(/ /g, "\u00a0"),
    href: `tel:${settings.SITE_PHONE_E164}`,
    /** Premium-rate price per minute, EUR, VAT excluded. */
    pricePerMinute: 1.54,
  },
  address: {
    street: settings.SITE_STREET,
    postalCode: settings.SITE_POSTAL_CODE,
    city: settings.SITE_CITY,
    country: "FI",
  },
  /** Address used in the Organization structured data (docs/decisions.md, "URLs": Helsinki, FI). */
  organizationAddress: { city: "Helsinki", country: "FI" },
  supportHours: { opens: "09:00", closes: "17:00" },
  social: [
    // Reserved example domains (RFC 2606), so a default link never leads to a real account.
    { name: "Facebook", icon: "facebook", href: settings.SITE_FACEBOOK },
    { name: "LinkedIn", icon: "linkedin", href: settings.SITE_LINKEDIN },
    { name: "Instagram", icon: "instagram", href: settings.SITE_INSTAGRAM },
  ],
  termsUrl: settings.SITE_TERMS_URL,
  app: {
    host: new URL(appHost).host,
    signup: `${appHost}/signup`,
    login: `${appHost}/login`,
    register: `${appHost}/register`,
  },
} as const;

/** External price list, linked from the pricing page's cards. */
export const priceListUrl = settings.SITE_PRICING_URL;

/** An email to customer service, with its subject (and questions, if given) filled in. */
export function customerServiceMailto(subject: string, body?: string): string {
  const bodyPart = body === undefined ? "" : `&body=${encodeURIComponent(body)}`;
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}${bodyPart}`;
}
