/**
 * Marketing attribution (docs/decisions.md, "Attribution and consent"). The one place
 * that captures UTM parameters and gclid, keeps them for 7 days, and hands them to the
 * signup apps in the `wp_user_data` query parameter of every signup link.
 *
 * Stored in localStorage under `NETTILASKU_` keys:
 * - `utm_params`: JSON of the five UTM keys (absent ones are empty strings);
 * - `gclid`, `landing_page` (full URL), `referrer` (document.referrer, may be empty);
 * - `registration_page`: the page on which a signup link was last used;
 * - `last_saved`: milliseconds since the epoch of the last capture.
 *
 * When: on every full page load whose URL has at least one of the six tracked
 * parameters, all of utm_params, gclid, landing_page, referrer and last_saved are
 * replaced (a new campaign click is a new touch; its missing parameters are cleared).
 * A first page load without them writes landing_page and referrer only if no
 * landing_page is stored yet.
 * Expiry: more than 7 days after last_saved, utm_params and gclid are removed.
 *
 * Nothing of this is stored, and no link gets wp_user_data, without the visitor's consent
 * to marketing (app/consent/consent.ts); install.ts enforces that.
 *
 * wp_user_data = base64( UTF-8 bytes of JSON {utm_params, gclid, landing_page, referrer,
 * registration_page} ), standard alphabet with padding, then URL-encoded as a query
 * value. Decode: base64 → bytes → UTF-8 → JSON.parse.
 */
import { allAddresses, productIds, products } from "~/config/products";
import { site } from "~/config/site";

const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParams = Record<(typeof utmKeys)[number], string>;
/** Campaign details (utm_params, gclid) are kept this many days after last_saved. */
export const expiryDays = 7;
export const expiryMs = expiryDays * 24 * 60 * 60 * 1000;
export const userDataParam = "wp_user_data";

export interface UserData {
  utm_params: UtmParams;
  gclid: string;
  landing_page: string;
  referrer: string;
  registration_page: string;
}

/** Every field attribution stores; withdrawing consent deletes them all. */
export const attributionFields = ["utm_params", "gclid", "landing_page", "referrer", "registration_page", "last_saved"] as const;
type Field = (typeof attributionFields)[number];
/** The local-storage key of a field. */
export const attributionKey = (field: Field) => `${site.storagePrefix}${field}`;
const key = attributionKey;

/** Storage that may be missing or throw on every call (private mode, disabled, full). */
export type MaybeStorage = Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;

function read(storage: MaybeStorage, field: Field): string {
  try {
    return storage?.getItem(key(field)) ?? "";
  } catch {
    return "";
  }
}

function write(storage: MaybeStorage, field: Field, value: string): void {
  try {
    storage?.setItem(key(field), value);
  } catch {
    // Full or disabled storage: attribution is lost, the page and the link keep working.
  }
}

function remove(storage: MaybeStorage, field: Field): void {
  try {
    storage?.removeItem(key(field));
  } catch {
    // As above.
  }
}

const emptyUtm = (): UtmParams => Object.fromEntries(utmKeys.map((name) => [name, ""])) as UtmParams;

/** Stored UTM parameters; corrupt JSON is reset to empty silently (docs/decisions.md, "Errors"). */
function readUtm(storage: MaybeStorage): UtmParams {
  const raw = read(storage, "utm_params");
  if (!raw) return emptyUtm();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
    const utm = emptyUtm();
    for (const name of utmKeys) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === "string") utm[name] = value;
    }
    return utm;
  } catch {
    remove(storage, "utm_params");
    return emptyUtm();
  }
}

/** Deletes everything attribution has stored. */
export function removeAttribution(storage: MaybeStorage): void {
  for (const field of attributionFields) remove(storage, field);
}

/** Removes utm_params and gclid more than 7 days after last_saved (or when last_saved is unreadable). */
export function expire(storage: MaybeStorage, now: number): void {
  const raw = read(storage, "last_saved");
  if (!raw) return;
  const saved = Number(raw);
  if (Number.isFinite(saved) && now - saved <= expiryMs) return;
  remove(storage, "utm_params");
  remove(storage, "gclid");
  remove(storage, "last_saved");
}

/** Captures attribution from a page load (see the module comment for exactly when). */
export function capture(storage: MaybeStorage, pageUrl: string, referrer: string, now: number): void {
  expire(storage, now);
  const url = new URL(pageUrl);
  const tracked = [...utmKeys, "gclid"].some((name) => url.searchParams.has(name));
  if (tracked) {
    const utm = emptyUtm();
    for (const name of utmKeys) utm[name] = url.searchParams.get(name) ?? "";
    write(storage, "utm_params", JSON.stringify(utm));
    const gclid = url.searchParams.get("gclid");
    if (gclid) write(storage, "gclid", gclid);
    else remove(storage, "gclid");
    write(storage, "landing_page", url.href);
    write(storage, "referrer", referrer);
    write(storage, "last_saved", String(now));
  } else if (!read(storage, "landing_page")) {
    write(storage, "landing_page", url.href);
    write(storage, "referrer", referrer);
  }
}

/** Records the page on which a trial-start (signup) link was used. */
export function recordRegistrationPage(storage: MaybeStorage, pageUrl: string): void {
  write(storage, "registration_page", pageUrl);
}

/** Everything the signup app receives, after expiry. */
export function userData(storage: MaybeStorage, now: number): UserData {
  expire(storage, now);
  return {
    utm_params: readUtm(storage),
    gclid: read(storage, "gclid"),
    landing_page: read(storage, "landing_page"),
    referrer: read(storage, "referrer"),
    registration_page: read(storage, "registration_page"),
  };
}

/** Base64 of the UTF-8 bytes of the JSON, so any Unicode value survives. */
export function encodeUserData(data: UserData): string {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The inverse of encodeUserData, as the signup app decodes it. */
export function decodeUserData(value: string): UserData {
  const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as UserData;
}

/** Hosts of the signup apps: the main app and every product's own app. */
const signupHosts = new Set(
  [site.app.signup, ...productIds.flatMap((id) => allAddresses(products[id].app))].map((url) => new URL(url).host),
);

/** A signup link: an address on a signup app host that contains "signup". */
export function isSignupUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return signupHosts.has(url.host) && href.includes("signup");
  } catch {
    return false;
  }
}

/** Sets (replaces, never duplicates) wp_user_data on a URL, keeping its other parameters and hash. */
export function withUserData(href: string, encoded: string): string {
  const url = new URL(href);
  url.searchParams.set(userDataParam, encoded);
  return url.href;
}
