import { languageBannerKey, preferredLanguage, readStoredLanguage } from "./detect-language";

/**
 * Decides, before the first paint, whether to suggest the page in the visitor's language
 * (docs/decisions.md, "Languages"): the visitor's preferred language (stored choice, then the
 * browser's) when it differs from the page's and the suggestion was not dismissed. It marks
 * `<html data-suggest-language="sv">`, and the page's CSS shows that language's bar, if the page
 * exists in it (components/layout/language-banner.tsx). Run from the inline script in <head>, so
 * the bar is in the first paint and moves nothing later. Never redirects.
 */
export function markSuggestedLanguage(): void {
  const root = document.documentElement;
  const preferred = preferredLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  if (preferred === root.lang || wasDismissed()) return;
  root.dataset.suggestLanguage = preferred;
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(languageBannerKey) === "1";
  } catch {
    return false; // Blocked storage: suggest; dismissing then lasts for this page view.
  }
}
