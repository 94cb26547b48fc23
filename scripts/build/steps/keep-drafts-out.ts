import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Article, loadArticles } from "../../../app/content/blog/load.server";
import { languages, type Language } from "../../../app/i18n/languages";
import { articlePath } from "../../../app/routing/route-table";
import type { Step } from "../step";

/** Throws when a draft's page is in `dir`, in either layout (`{path}.html` or React Router's `{path}/index.html`). */
export function checkNoDrafts(dir: string, withDrafts: Record<Language, Article[]>): void {
  const built = languages.flatMap((lang) =>
    withDrafts[lang].filter((article) => article.draft).map((article) => articlePath(lang, article.category, article.slug)),
  );
  const found = built.filter((path) => existsSync(join(dir, `${path}.html`)) || existsSync(join(dir, path, "index.html")));
  if (found.length > 0) throw new Error(`drafts built (unset BLOG_DRAFTS for a build): ${found.join(", ")}`);
}

/** A draft article is never built: `npm run build` does not set BLOG_DRAFTS, and this stops a build that did. */
export const keepDraftsOut = {
  name: "keep drafts out",
  run: ({ dir }) => checkNoDrafts(dir, loadArticles(undefined, true)),
} satisfies Step;
