import { readFileSync, writeFileSync } from "node:fs";
import { loadArticles } from "../../../app/content/blog/load.server";
import { languages } from "../../../app/i18n/languages";
import { pagePath } from "../../../app/routing/route-table";
import { imageOrigins } from "../../../app/seo/blog-links";
import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from "../csp";
import { parsedPages, type Step } from "../step";

/**
 * Gives every page its policy (scripts/build/csp.ts), from the inline scripts it has now: this runs
 * after every step that could change a page's scripts. Only the search page runs Pagefind's
 * WebAssembly.
 */
export const writeContentSecurityPolicies = {
  name: "write content security policies",
  run(context) {
    const images = imageOrigins(Object.values(loadArticles()).flat());
    const searchPages = new Set(languages.map((lang) => pagePath("search", lang)));
    for (const page of parsedPages(context)) {
      const policy = contentSecurityPolicy(inlineScriptHashes(page.parsed.inlineScripts), images, { webAssembly: searchPages.has(page.path) });
      try {
        writeFileSync(page.file, withPolicyMeta(readFileSync(page.file, "utf8"), policy));
      } catch (error) {
        throw new Error(`${page.file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  },
} satisfies Step;
