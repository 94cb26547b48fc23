import { type Language, defaultLanguage, isLanguage } from "./languages";

/** Key under which the visitor's chosen language is stored in local storage. */
export const languageStorageKey = "NETTILASKU_language";
/** The visitor closed the suggestion to read the page in their language (components/layout/language-banner.tsx). */
export const languageBannerKey = "NETTILASKU_language_banner_dismissed";

/**
 * The visitor's preferred language: the stored choice, then the browser's languages,
 * then Finnish. Per docs/decisions.md ("Languages") this never decides a page's language (the URL
 * does); it decides where the 404 page sends a visitor and the language-suggestion banner.
 */
export function preferredLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/**
 * Language detection in the order of docs/requirements.md, "Routes and languages": path prefix,
 * then stored choice, then browser, then Finnish. A path without a language prefix is Finnish
 * only when it is a known page, so `pathLanguage` is `undefined` for unknown unprefixed paths.
 */
export function detectLanguage(input: { pathLanguage?: Language; stored?: string | null; browser?: readonly string[] }): Language {
  return input.pathLanguage ?? preferredLanguage(input.stored, input.browser ?? []);
}

/** Reads the stored language choice; storage that throws counts as no choice. */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** Stores the language choice; storage that throws is ignored (the choice still applies to this navigation). */
export function storeLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Private mode or disabled storage: nothing to remember, nothing to break.
  }
}
