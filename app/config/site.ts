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

/** One setting: its name, its value in app/content/site.json and the value in effect. */
export interface Setting {
  name: string;
  fallback: string;
  value: string;
  /** False for a value that may stay at launch (the brand); every other shipped value is a placeholder. */
  placeholder: boolean;
}

/** Every setting read so far, for `npm run check:launch` (scripts/launch-check.ts). */
export const settings: Setting[] = [];

/**
 * A setting's value: its SITE_* build variable if set, else its value in app/content/site.json.
 *
 * Each one is read as `import.meta.env?.NAME ?? setting("NAME")`. In a Vite build the first
 * half is already the value, written in as a literal (vite.config.ts makes the file's values
 * the variables' defaults), so the browser's bundle carries just the values the app reads and
 * not this function or the file. Build scripts and tests run under Node, without
 * `import.meta.env`, and call `setting`, which also lists the setting for the launch check.
 */
export function setting(name: SettingName, { placeholder = true } = {}): string {
  const fallback = siteFile.settings[name];
  const value = process.env[name] || fallback;
  settings.push({ name, fallback, value, placeholder });
  return value;
}

/** Absolute origin of the deployed site, without a trailing slash. */
export const siteUrl = (import.meta.env?.SITE_URL ?? setting("SITE_URL")).replace(/\/+$/, "");

const appHost = import.meta.env?.SITE_APP_URL ?? setting("SITE_APP_URL");

export const site = {
  brand: import.meta.env?.SITE_BRAND ?? setting("SITE_BRAND", { placeholder: false }),
  legalEntity: import.meta.env?.SITE_LEGAL_ENTITY ?? setting("SITE_LEGAL_ENTITY"),
  /** Prefix of every local-storage key the site writes (docs/decisions.md, "Attribution and consent"). */
  storagePrefix: "NETTILASKU_",
  email: import.meta.env?.SITE_EMAIL ?? setting("SITE_EMAIL"),
  phone: {
    // A number no one can own: Finland publishes no range for fiction, and 0600 numbers are
    // live premium-rate lines. FICORA (now Traficom) states in its national numbering plan
    // (directory-enquiry numbers) that "the number 075 112 is not granted in order to avoid
    // misdials", so calling it never reaches a subscriber.
    display: import.meta.env?.SITE_PHONE ?? setting("SITE_PHONE"),
    href: `tel:${import.meta.env?.SITE_PHONE_E164 ?? setting("SITE_PHONE_E164")}`,
    /** Premium-rate price per minute, EUR, VAT excluded. */
    pricePerMinute: 1.54,
  },
  address: {
    street: import.meta.env?.SITE_STREET ?? setting("SITE_STREET"),
    postalCode: import.meta.env?.SITE_POSTAL_CODE ?? setting("SITE_POSTAL_CODE"),
    city: import.meta.env?.SITE_CITY ?? setting("SITE_CITY"),
    country: "FI",
  },
  /** Address used in the Organization structured data (docs/decisions.md, "URLs": Helsinki, FI). */
  organizationAddress: { city: "Helsinki", country: "FI" },
  supportHours: { opens: "09:00", closes: "17:00" },
  social: [
    // Reserved example domains (RFC 2606), so a default link never leads to a real account.
    { name: "Facebook", icon: "facebook", href: import.meta.env?.SITE_FACEBOOK ?? setting("SITE_FACEBOOK") },
    { name: "LinkedIn", icon: "linkedin", href: import.meta.env?.SITE_LINKEDIN ?? setting("SITE_LINKEDIN") },
    { name: "Instagram", icon: "instagram", href: import.meta.env?.SITE_INSTAGRAM ?? setting("SITE_INSTAGRAM") },
  ],
  termsUrl: import.meta.env?.SITE_TERMS_URL ?? setting("SITE_TERMS_URL"),
  app: {
    host: new URL(appHost).host,
    signup: `${appHost}/signup`,
    login: `${appHost}/login`,
    register: `${appHost}/register`,
  },
} as const;

/** External price list, linked from the pricing page's cards. */
export const priceListUrl = import.meta.env?.SITE_PRICING_URL ?? setting("SITE_PRICING_URL");

/** An email to customer service, with its subject (and questions, if given) filled in. */
export function customerServiceMailto(subject: string, body?: string): string {
  const bodyPart = body === undefined ? "" : `&body=${encodeURIComponent(body)}`;
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}${bodyPart}`;
}
