/**
 * Size budgets (docs/decisions.md, "Quality bars"), measured on the production build, gzip
 * compressed: the JavaScript of every page (inline scripts and script files alike) and the
 * home page's HTML plus CSS. The size-budget gate (scripts/quality/gates/size-budgets.ts) prints them and fails over budget.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "parse5";
import { attribute, elementsOf, hasToken, textOf } from "../build/html-tree";

/**
 * Pages are HTML and CSS plus two small scripts: the inline consent and attribution script and
 * the enhancements module (docs/decisions.md, "Scripts"); no page carries React. The search page
 * adds its own module (the 6 KB of docs/requirements.md, "Quality bars", are for every page but
 * search): 8 KB there, without the index Pagefind loads once a search runs.
 */
export const budgets = { pageJs: 6 * 1024, searchPageJs: 8 * 1024, homeHtmlAndCss: 30 * 1024 };

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** Script types that are not JavaScript: JSON data blocks and speculation rules. */
const notJavaScript = /^(application\/(ld\+)?json|speculationrules)$/i;

/**
 * The scripts a page runs, as its HTML names them (read with parse5): each inline script and
 * each script file or module preload. tests/e2e/pages.spec.ts checks the files against what a
 * browser really fetches.
 */
export function pageScripts(html: string): { inline: string[]; files: string[] } {
  const inline: string[] = [];
  const files = new Set<string>();
  for (const element of elementsOf(parse(html))) {
    const href = attribute(element, "href");
    if (element.tagName === "link" && hasToken(element, "rel", "modulepreload") && href) files.add(href);
    if (element.tagName !== "script") continue;
    const src = attribute(element, "src");
    if (src) files.add(src);
    else if (!notJavaScript.test(attribute(element, "type") ?? "")) inline.push(textOf(element));
  }
  return { inline, files: [...files] };
}

/** The page's stylesheets. */
export function pageStylesheets(html: string): string[] {
  return [...elementsOf(parse(html))].flatMap((element) =>
    element.tagName === "link" && hasToken(element, "rel", "stylesheet") && attribute(element, "href") ? [attribute(element, "href")!] : [],
  );
}

/** Gzip bytes of a built page's JavaScript: its inline scripts, each compressed on its own, plus its script files. */
export function pageJsBytes(dir: string, html: string): number {
  const { inline, files } = pageScripts(html);
  return (
    inline.reduce((sum, code) => sum + gzipSize(code), 0) + files.reduce((sum, src) => sum + gzipSize(readFileSync(join(dir, src))), 0)
  );
}

/** Gzip bytes of the home page's HTML and its stylesheets. */
export function homeHtmlAndCssBytes(dir: string): number {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  return gzipSize(html) + pageStylesheets(html).reduce((sum, href) => sum + gzipSize(readFileSync(join(dir, href))), 0);
}
