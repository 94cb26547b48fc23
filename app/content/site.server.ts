/**
 * The schema of the site configuration (`app/content/site.json`: contact details, addresses,
 * social links, every external host, and which content is still an example), read by
 * app/config/site.ts and edited at /admin. The build checks the file first and names the field
 * on error; a SITE_* build variable of the same name overrides a value.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import siteJson from "./site.json" with { type: "json" };
import { parseContent } from "./frontmatter";
import { text } from "./schema";

/** A Finnish business ID: seven digits, a hyphen and the check digit the Finnish Tax Administration's weights give. */
export function isBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value);
  if (!match) return false;
  const remainder = [...match[1]!].reduce((sum, digit, index) => sum + Number(digit) * [7, 9, 10, 5, 8, 4, 2][index]!, 0) % 11;
  return remainder !== 1 && Number(match[2]) === (remainder === 0 ? 0 : 11 - remainder);
}

const web = z.url({ protocol: /^https$/, error: "must be an https:// address" });
const email = z.email({ error: "must be an e-mail address" });

/** The site's own settings, each checked for what it is. */
const general = {
  SITE_URL: web.describe("The site's own address, used in canonical links, the sitemap and share images."),
  SITE_APP_URL: web.describe("The app where visitors sign up and log in."),
  SITE_BRAND: text,
  SITE_LEGAL_ENTITY: text.describe("The company named in the footer's copyright line."),
  SITE_BUSINESS_ID: z
    .string()
    .refine((value) => value === "" || isBusinessId(value), "must be a Finnish business ID (Y-tunnus) with its check digit, e.g. 1234567-1")
    .describe(
      "The company's business ID (Y-tunnus), shown in the footer and on the About page. Empty until the company has one: nothing fictional is shown.",
    ),
  SITE_EMAIL: email.describe("Customer service."),
  SITE_PHONE: text.describe("As shown, e.g. 020 123 4567."),
  SITE_PHONE_E164: z.string().regex(/^\+\d{6,15}$/, "must be the number in international form, e.g. +358201234567"),
  SITE_STREET: text,
  SITE_POSTAL_CODE: text,
  SITE_CITY: text,
  SITE_FACEBOOK: web,
  SITE_LINKEDIN: web,
  SITE_INSTAGRAM: web,
  SITE_TERMS_URL: web.describe("The help-centre article on terms and privacy."),
  SITE_PRICING_URL: web.describe("The external price list the pricing page links to."),
};

/**
 * The products' own apps and marketing sites (app/config/products.ts reads them by name, so
 * `tsc` fails on one it reads that the file lacks): every other setting, each an address.
 */
const productHosts = Object.fromEntries(
  Object.keys(siteJson.settings)
    .filter((name) => !(name in general))
    .map((name) => [name, name.endsWith("_URL") ? web : z.never({ error: "is not a setting: product hosts end in _URL" })]),
);

export const siteFileSchema = z.strictObject({
  /** Content that is a fictional example until set to false (`npm run check:launch` lists it). */
  examples: z.strictObject({ contactDetails: z.boolean(), testimonials: z.boolean(), team: z.boolean(), history: z.boolean() }),
  settings: z.strictObject({ ...general, ...productHosts }),
});

export const siteFile = "app/content/site.json";

/** Checks the site configuration file; throws a ContentError naming the field. */
export function checkSiteFile(file = siteFile): z.infer<typeof siteFileSchema> {
  return parseContent(file, readFileSync(file, "utf8"), siteFileSchema);
}
