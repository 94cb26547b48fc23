import { languageBannerKey, preferredLanguage, readStoredLanguage } from "~/i18n/detect-language";

/** Marks the page's hidden banners, one per language the page exists in besides its own. */
export const languageBannerAttribute = "data-language-banner-for";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(languageBannerKey) === "1";
  } catch {
    return false; // Blocked storage: show the banner; dismissing then lasts for this page view.
  }
}

/**
 * Suggests the same page in the visitor's language (stored choice, then browser) when it differs
 * from the page's and the page exists in it (docs/decisions.md, "Languages"). The page carries
 * the banner in each such language, hidden; this shows the one that fits and marks it
 * `data-language-banner` (app.css gives it the place of an article's call-to-action bar).
 * Never redirects; dismissing it is remembered. It is fixed to the bottom of the viewport, so
 * it shifts nothing; its height goes to --language-banner-space, which keeps keyboard focus
 * scrolled clear of it (app.css).
 */
export function showLanguageBanner(): void {
  const preferred = preferredLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  if (preferred === document.documentElement.lang || wasDismissed()) return;
  const banner = document.querySelector<HTMLElement>(`[${languageBannerAttribute}="${preferred}"]`);
  if (!banner) return;
  banner.hidden = false;
  banner.dataset.languageBanner = "";

  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => root.setProperty("--language-banner-space", `${banner.offsetHeight + 12}px`));
  observer.observe(banner);
  banner.querySelector("button")?.addEventListener("click", () => {
    observer.disconnect();
    root.removeProperty("--language-banner-space");
    banner.hidden = true;
    delete banner.dataset.languageBanner;
    try {
      localStorage.setItem(languageBannerKey, "1");
    } catch {
      // Nothing to remember with blocked storage.
    }
  });
}
