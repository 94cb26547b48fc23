/**
 * Size budgets (docs/decisions.md, "Quality bars"), measured on the production build: the home
 * page's first-load JavaScript (every module it loads or preloads) and its own HTML
 * plus CSS, all gzip-compressed. scripts/quality.ts prints them and fails over budget.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript has a ceiling of 120 KB gzip that is never raised
 * (docs/decisions.md, "Quality bars"). React 19 and React Router 8's own runtime weigh
 * 104 KB gzip before any code of ours (react-dom client 62, router 37, react and scheduler
 * 4). The site's own first load is about 15 KB: the router's manifest and entry, the
 * layout, routing and the home page. Attribution and the consent notice run from an
 * inline script, and the menus and FAQs are native HTML (popover, details): no widget library.
 */
export const budgets = { firstLoadJs: 120 * 1024, htmlAndCss: 40 * 1024 };

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * Assets a page loads before it is fully working: its stylesheets, and every script module
 * it loads or preloads to hydrate. Those are named in the page itself: module preloads,
 * script tags, and the imports of the router's inline scripts (parked in
 * `<noscript id="app-scripts">` until the visitor's first interaction,
 * app/hydration/start-app-scripts.ts). tests/e2e/pages.spec.ts checks this list against
 * what a browser really fetches.
 */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)) js.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)) js.add(match[1]!);
  for (const [, code] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    for (const match of code!.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) js.add(match[1]!);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1]!);
  return { js: [...js], css };
}

export function measureHome(dir: string) {
  const htmlFile = join(dir, "index.html");
  const assets = firstLoadAssets(readFileSync(htmlFile, "utf8"));
  const js = assets.js.map((src) => ({ src, gzip: gzipSize(join(dir, src)) }));
  const firstLoadJs = js.reduce((sum, item) => sum + item.gzip, 0);
  const htmlAndCss = gzipSize(htmlFile) + assets.css.reduce((sum, href) => sum + gzipSize(join(dir, href)), 0);
  return { js, firstLoadJs, htmlAndCss };
}
