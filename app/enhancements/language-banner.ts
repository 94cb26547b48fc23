import { languageBannerKey } from "~/i18n/detect-language";

/** Marks the page's language bars, one per language the page exists in besides its own. */
export const languageBannerAttribute = "data-language-banner-for";

/**
 * The language bar's close button (components/layout/language-banner.tsx): the inline script
 * decided whether to show a bar before the first paint (app/i18n/suggest-language.ts); closing
 * it removes that mark and remembers the dismissal for every page.
 */
export function dismissLanguageBannerOnRequest(): void {
  for (const button of document.querySelectorAll(`[${languageBannerAttribute}] button`)) {
    button.addEventListener("click", () => {
      delete document.documentElement.dataset.suggestLanguage;
      try {
        localStorage.setItem(languageBannerKey, "1");
      } catch {
        // Nothing to remember with blocked storage.
      }
    });
  }
}
