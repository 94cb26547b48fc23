import { detectLanguage, readStoredLanguage } from "~/i18n/detect-language";
import { isLanguage } from "~/i18n/languages";

/**
 * The 404 page's move home (docs/requirements.md, "Timing"). The page says how long to wait, the home of
 * every language, and the language of its path prefix (empty for an unprefixed path, which goes
 * to the visitor's stored or browser language, docs/decisions.md "Languages"). The delay counts
 * from the start of the page's navigation, not from when this script runs, and stops when the
 * visitor starts using the page.
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
  const move = setTimeout(() => location.replace(home), Math.max(0, Number(moveAfterMs) - performance.now()));
  // A visitor who starts using the page (a key, a click, a tap) keeps it: the move is for one who
  // waits, and a time limit must not take a page from someone reading or choosing (WCAG 2.2.1).
  // The notice goes but keeps its room: were the page to move up under the pointer, the click that
  // started on a link or button would end on something else and be lost.
  const stay = () => {
    clearTimeout(move);
    page.querySelector<HTMLElement>("[data-moving-notice]")?.style.setProperty("visibility", "hidden");
  };
  for (const type of ["keydown", "pointerdown"] as const) document.addEventListener(type, stay, { once: true, capture: true });
}
