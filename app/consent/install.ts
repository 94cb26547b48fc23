/**
 * The consent notice's behaviour. It runs from the inline script in every built page
 * (with attribution), so the notice answers from the first paint, before and without the
 * app's JavaScript. React only renders its markup (components/consent-notice.tsx).
 *
 * - `<html data-consent="ask">` shows the notice (app.css); "decided" hides it. Without
 *   JavaScript there is no attribute: nothing is stored, so nothing is asked.
 * - Buttons carry `data-consent-action`: "accept", "reject", "save" (the settings
 *   dialog's choice) or "settings" (opens the dialog; the footer's button too).
 * - Every decision is published for a tag manager in Google Consent Mode v2 terms on
 *   `window.dataLayer`, with an `nettilasku_consent` event (README, "Consent").
 */
import { localStorageOrNothing, setMarketingConsent } from "~/attribution/install";
import { consentModeState, readDecision, writeDecision } from "./consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Google's tag manager reads consent commands only as an `arguments` object, so this is its own gtag(). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters type the calls; the push needs `arguments`.
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

const installedKey = "__nettilaskuConsent";

export function installConsent(): void {
  const flags = window as unknown as Record<string, unknown>;
  if (flags[installedKey]) return;
  flags[installedKey] = true;

  const root = document.documentElement;
  let marketing = readDecision(localStorageOrNothing(), Date.now())?.marketing;
  gtag("consent", "default", consentModeState(false));
  if (marketing !== undefined) gtag("consent", "update", consentModeState(marketing));
  window.dataLayer!.push({ event: "nettilasku_consent", marketing: marketing ?? null });
  root.dataset.consent = marketing === undefined ? "ask" : "decided";

  const dialog = () => document.querySelector<HTMLDialogElement>("dialog[data-consent-dialog]");
  const marketingBox = () => dialog()?.querySelector<HTMLInputElement>("input[name=marketing]");

  function decide(allowed: boolean) {
    const focusWasInNotice = document.activeElement?.closest("[data-consent-banner], [data-consent-dialog]") != null;
    marketing = writeDecision(localStorageOrNothing(), allowed, Date.now()).marketing;
    setMarketingConsent(allowed);
    root.dataset.consent = "decided";
    gtag("consent", "update", consentModeState(allowed));
    window.dataLayer!.push({ event: "nettilasku_consent", marketing: allowed });
    dialog()?.close();
    // The notice is gone: keyboard focus continues at the page's content, not at <body>.
    const focused = document.activeElement;
    if (focusWasInNotice && (!focused || focused === document.body || focused.checkVisibility?.() === false))
      document.getElementById("main")?.focus();
  }

  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>("[data-consent-action]");
    switch (button?.dataset.consentAction) {
      case "accept":
        return decide(true);
      case "reject":
        return decide(false);
      case "save":
        return decide(marketingBox()?.checked === true);
      case "settings": {
        const box = marketingBox();
        if (box) box.checked = marketing === true;
        dialog()?.showModal();
      }
    }
  });

  // Keyboard focus scrolls clear of the notice while it covers the bottom of the screen (app.css).
  document.addEventListener("DOMContentLoaded", () => {
    const banner = document.querySelector("[data-consent-banner]");
    if (!banner || typeof ResizeObserver === "undefined") return;
    new ResizeObserver(() => root.style.setProperty("--consent-banner-space", `${banner.getBoundingClientRect().height}px`)).observe(
      banner,
    );
  });
}
