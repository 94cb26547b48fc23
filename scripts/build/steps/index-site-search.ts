/**
 * The site search's index (app/search/pagefind.ts): Pagefind reads every built page that search
 * engines may index, in its own language (each page's `<html lang>` picks the index and the
 * stemming), and writes the index and its browser script into `/pagefind/`. Only a page's
 * `<main>` is read, so the header, footer and menus never match; the product screens' fictional
 * figures and names (drawn `aria-hidden`) are left out too, with the rest of `excludeSelectors`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import * as pagefind from "pagefind";
import { unlistedPaths } from "../../../app/routing/prerender.server";
import { searchIndexPath } from "../../../app/search/pagefind";
import type { BuiltPage } from "../built-pages";
import { parsedPages, type Step } from "../step";

/**
 * What is not content: drawings, text only for screen readers ("opens in a new tab"), controls
 * (the blog's filters), the calls to action every page ends with, the hero's buttons, and the
 * prices with VAT (the page shows one of the two; indexing both runs them together).
 */
const excludeSelectors = [
  '[aria-hidden="true"]',
  ".sr-only",
  "button",
  "fieldset",
  "nav",
  '[data-section="cta"]',
  '[data-section="hero"] a',
  "[data-vat-included]",
];

/**
 * Pagefind's ready-made interfaces and its highlighter: the search page is the site's own
 * (app/search/), which loads only `pagefind.js`, its worker and the index, so these are not deployed.
 */
const unusedFiles = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

async function writeSearchIndex(dir: string, pages: BuiltPage[]): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main", excludeSelectors });
  try {
    if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.path, content: readFileSync(page.file, "utf8") });
      if (added.errors.length > 0) throw new Error(`${page.path}: ${added.errors.join("; ")}`);
    }
    // Written here, not by Pagefind's writeFiles: closing Pagefind could cut its own writes short
    // (a build once shipped pagefind-worker.js cut at 32 KiB, and search failed with a syntax error).
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(fileErrors.join("; "));
    if (!files.some((file) => file.path === "pagefind-worker.js")) throw new Error("Pagefind produced no pagefind-worker.js");
    for (const file of files.filter((file) => !unusedFiles.test(file.path))) {
      const path = join(dir, searchIndexPath, file.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.content);
    }
  } finally {
    await pagefind.close();
  }
}

export const indexSiteSearch = {
  name: "index the site search",
  async run(context) {
    const unlisted = unlistedPaths();
    // Every page a search engine may index, and nothing else: not the search page, not an ad-only landing page, not a 404 page.
    const pages = parsedPages(context).filter((page) => !page.notFound && !unlisted.has(page.path));
    if (pages.length === 0) throw new Error("no page to index for the site search");
    await writeSearchIndex(context.dir, pages);
  },
} satisfies Step;
