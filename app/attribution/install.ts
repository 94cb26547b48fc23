/**
 * Wires attribution into the page: capture on load, and `wp_user_data` on every signup
 * link just before it is followed (mouse down, touch start, Enter, and click as a last
 * resort). Listeners are delegated on the document, so links rendered later count too.
 */
import { capture, encodeUserData, isSignupUrl, recordRegistrationPage, type MaybeStorage, userData, withUserData } from "./attribution";

function localStorageOrNothing(): MaybeStorage {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function prepareLink(event: Event) {
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
 * Set on window by the first install. Production pages install attribution twice: from the
 * inline script that postbuild adds to every page (so it never waits for hydration) and
 * from the app, which is the only install in development.
 */
const installedKey = "__nettilaskuAttribution";

export function installAttribution(): void {
  const flags = window as unknown as Record<string, unknown>;
  if (flags[installedKey]) return;
  flags[installedKey] = true;
  try {
    capture(localStorageOrNothing(), window.location.href, document.referrer, Date.now());
  } catch {
    // Never let attribution break a page.
  }
  for (const type of ["mousedown", "touchstart", "keydown", "click"] as const) {
    document.addEventListener(type, prepareLink, { capture: true, passive: true });
  }
}
