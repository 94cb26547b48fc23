/**
 * What a route module may declare about its pages in the browser (docs/decisions.md, "Scripts"),
 * and how every page asks the browser to load the next one.
 */
import { languages } from "~/i18n/languages";
import { pagePath } from "./route-table";

/** A route's `handle`. */
export interface PageHandle {
  /**
   * A script of the page's own besides the enhancements every page loads: the search page's,
   * which answers the query (app/search/page.ts). No page hydrates React: every page is HTML
   * and CSS with plain DOM scripts, and its links are plain links.
   */
  script?: "search";
}

/**
 * Speculation Rules (https://developer.chrome.com/docs/web-platform/prerender-pages): a link the
 * visitor hovers for a moment, or touches, has its page loaded and rendered before the click, so
 * the click shows it at once, without a client-side router. The search page (an application
 * whose results the visitor has not asked for yet) is fetched only, never rendered ahead. The inline consent and attribution script waits until a prerendered page is
 * shown (app/attribution/inline-entry.ts). Browsers without Speculation Rules ignore the block.
 */
const searchPaths = languages.map((lang) => pagePath("search", lang)!);
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: searchPaths } }] },
      eagerness: "moderate",
    },
  ],
  prefetch: [{ where: { href_matches: searchPaths }, eagerness: "moderate" }],
});
