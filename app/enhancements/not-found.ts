import { detectLanguage, readStoredLanguage } from "~/i18n/detect-language";
import { isLanguage } from "~/i18n/languages";

/**
 * The 404 page's move home (spec: after 3.5 s). The page says how long to wait, the home of
 * every language, and the language of its path prefix (empty for an unprefixed path, which goes
 * to the visitor's stored or browser language, docs/decisions.md "Languages"). The delay counts
 * from the start of the page's navigation, not from when this script runs.
 */
export function moveHomeFromNotFound(): void {
  const page = document.querySelector<HTMLElement>("[data-not-found]");
  if (!page) return;
  const { moveAfterMs, homes, pathLanguage } = page.dataset;
  console.error(`404: no route matches "${location.pathname}"`);
  let homeOf: Record<string, string>;
  try {
    homeOf = JSON.parse(homes ?? "") as Record<string, string>;
  } catch {
    return;
  }
  const target = detectLanguage({
    pathLanguage: isLanguage(pathLanguage) ? pathLanguage : undefined,
    stored: readStoredLanguage(),
    browser: navigator.languages ?? [],
  });
  const home = homeOf[target];
  if (home === undefined) return;
  setTimeout(() => location.replace(home), Math.max(0, Number(moveAfterMs) - performance.now()));
}
