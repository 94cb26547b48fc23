/**
 * Wires attribution into the page: capture on load, and `wp_user_data` on every signup
 * link just before it is followed (mouse down, touch start, Enter, and click as a last
 * resort). Listeners are delegated on the document, so links rendered later count too.
 *
 * All of it only with the visitor's consent to marketing. Until they decide, the landing
 * address and referrer wait in memory; accepting on this page captures them then.
 */
import { readDecision } from "~/consent/consent";
import {
  capture,
  encodeUserData,
  isSignupUrl,
  recordRegistrationPage,
  removeAttribution,
  type MaybeStorage,
  userData,
  userDataParam,
  withUserData,
} from "./attribution";

/** The page load's own address and referrer, kept in memory until the visitor decides. */
let landing: { url: string; referrer: string } | undefined;
let marketingAllowed = false;

export function localStorageOrNothing(): MaybeStorage {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function prepareLink(event: Event) {
  if (!marketingAllowed) return;
  if (event instanceof KeyboardEvent && event.key !== "Enter") return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !isSignupUrl(link.href)) return;
  try {
    const storage = localStorageOrNothing();
    recordRegistrationPage(storage, window.location.href);
    link.href = withUserData(link.href, encodeUserData(userData(storage, Date.now())));
  } catch {
    // Whatever goes wrong, the visitor's click still goes through to the signup page.
  }
}

/**
 * Set on window by the first install, so that a second copy of the script (a page saved with
 * its scripts, an extension replaying them) never doubles the listeners.
 */
const installedKey = "__nettilaskuAttribution";

export function installAttribution(): void {
  const flags = window as unknown as Record<string, unknown>;
  if (flags[installedKey]) return;
  flags[installedKey] = true;
  landing = { url: window.location.href, referrer: document.referrer };
  const storage = localStorageOrNothing();
  setMarketingConsent(readDecision(storage, Date.now())?.marketing === true);
  for (const type of ["mousedown", "touchstart", "keydown", "click"] as const) {
    document.addEventListener(type, prepareLink, { capture: true, passive: true });
  }
}

/**
 * Applies the visitor's decision: allowing captures this page load's campaign data as if
 * it had just loaded; refusing deletes everything stored before (consent withdrawn,
 * lapsed, or never given) and takes `wp_user_data` off links already prepared.
 */
export function setMarketingConsent(allowed: boolean): void {
  marketingAllowed = allowed;
  try {
    const storage = localStorageOrNothing();
    if (allowed && landing) capture(storage, landing.url, landing.referrer, Date.now());
    if (allowed) return;
    removeAttribution(storage);
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href*="${userDataParam}="]`)) {
      const url = new URL(link.href);
      url.searchParams.delete(userDataParam);
      link.href = url.href;
    }
  } catch {
    // Never let attribution break a page.
  }
}
