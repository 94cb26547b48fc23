import { readFileSync } from "node:fs";
import { join } from "node:path";
import { languages } from "../../../app/i18n/languages";
import { pagePath } from "../../../app/routing/route-table";
import { htmlFiles } from "../../build/built-pages";
import { budgets, homeHtmlAndCssBytes, pageJsBytes } from "../budgets";
import { type Gate, kb } from "./gate";

/**
 * The size budgets (scripts/quality/budgets.ts): every page's JavaScript, inline included, and the
 * home page's HTML and CSS, gzip compressed. The content editor at /admin is not a site page and
 * has no budget; the search pages have one of their own, their script besides every page's.
 */
export const sizeBudgets = {
  name: "size budgets",
  run({ dir }) {
    const unbudgeted = new Set([join(dir, "admin.html")]);
    const searchPages = new Set(languages.map((lang) => join(dir, `${pagePath("search", lang)}.html`)));
    const sizes = htmlFiles(dir)
      .filter((file) => !unbudgeted.has(file))
      .map((file) => ({
        file,
        js: pageJsBytes(dir, readFileSync(file, "utf8")),
        budget: searchPages.has(file) ? budgets.searchPageJs : budgets.pageJs,
      }))
      .sort((a, b) => b.js - a.js);
    const pages = sizes.filter((page) => !searchPages.has(page.file));
    const search = sizes.filter((page) => searchPages.has(page.file));
    if (pages.length === 0 || search.length === 0) throw new Error(`no site pages or no search pages in ${dir}: run npm run build first`);
    const home = homeHtmlAndCssBytes(dir);
    console.log(
      `\nSize: JavaScript per page, inline included, ${kb(pages.at(-1)!.js)} to ${kb(pages[0]!.js)} gzip over ${pages.length} pages (budget ${kb(budgets.pageJs)}, the editor aside; largest ${pages[0]!.file}), search pages ${kb(search[0]!.js)} (budget ${kb(budgets.searchPageJs)}); home HTML + CSS ${kb(home)} gzip (budget ${kb(budgets.homeHtmlAndCss)})`,
    );
    return [
      ...sizes
        .filter((page) => page.js > page.budget)
        .map((page) => `JavaScript of ${page.file} is ${kb(page.js)}, over ${kb(page.budget)}`),
      ...(home > budgets.homeHtmlAndCss ? [`home HTML + CSS ${kb(home)} is over ${kb(budgets.homeHtmlAndCss)}`] : []),
    ];
  },
} satisfies Gate;
