/**
 * Everything the site stores on the visitor's device, with its category and how long it
 * is kept: the cookie policy page is generated from this list, so it cannot drift from
 * the code. A new key goes here first (the tests check that the site writes no other).
 */
import { attributionFields, attributionKey, expiryDays } from "~/attribution/attribution";
import { languageBannerKey, languageStorageKey } from "~/i18n/detect-language";
import { consentKey, decisionMaxAgeMonths } from "./consent";

export type Category = "necessary" | "marketing";

export type Lifetime =
  | { kind: "fixed"; unit: "day" | "month"; count: number }
  | { kind: "untilCleared" }
  | { kind: "untilWithdrawn"; unit: "month"; count: number };

export interface StoredKey {
  key: string;
  category: Category;
  /** Key of its purpose in the cookie policy's strings. */
  purpose: "consent" | "language" | "languageBanner" | (typeof attributionFields)[number];
  lifetime: Lifetime;
}

/** Campaign details expire; the rest of attribution lives as long as the consent that allows it. */
const expiring = new Set<string>(["utm_params", "gclid", "last_saved"]);

export const storedKeys: StoredKey[] = [
  { key: consentKey, category: "necessary", purpose: "consent", lifetime: { kind: "fixed", unit: "month", count: decisionMaxAgeMonths } },
  { key: languageStorageKey, category: "necessary", purpose: "language", lifetime: { kind: "untilCleared" } },
  { key: languageBannerKey, category: "necessary", purpose: "languageBanner", lifetime: { kind: "untilCleared" } },
  ...attributionFields.map((field): StoredKey => ({
    key: attributionKey(field),
    category: "marketing",
    purpose: field,
    lifetime: expiring.has(field)
      ? { kind: "fixed", unit: "day", count: expiryDays }
      : { kind: "untilWithdrawn", unit: "month", count: decisionMaxAgeMonths },
  })),
];

/**
 * How long marketing data is kept, as the cookie policy lists it: the campaign details (UTM
 * parameters, gclid) and the rest of attribution (the first page, where the visitor came from,
 * the sign-up page). The consent notice says both, filled in from here, so the notice and the
 * policy cannot disagree (app/content/messages.server.ts; the content test checks every
 * marketing key has one of these two lifetimes).
 */
export function marketingLifetimes(): { campaign: Lifetime & { kind: "fixed" }; visit: Lifetime & { kind: "untilWithdrawn" } } {
  const of = (purpose: StoredKey["purpose"]) => storedKeys.find((stored) => stored.purpose === purpose)!.lifetime;
  const campaign = of("utm_params");
  const visit = of("landing_page");
  if (campaign.kind !== "fixed" || visit.kind !== "untilWithdrawn")
    throw new Error("stored-keys: campaign details expire, the rest lasts until withdrawn");
  return { campaign, visit };
}
