/** The prerender list, derived from the route table and the blog content. */
import { languages } from "../i18n/languages";
import { loadArticles } from "../content/blog/load.server";
import { articlePath, languagePrefix, staticPagePaths } from "./route-table";

/**
 * Source paths of the 404 pages. They match the splat route, are prerendered with
 * status 200 and moved by the postbuild step to `404.html` and `{lang}/404.html`,
 * which the server answers with status 404.
 */
export const notFoundSourcePaths = languages.map((lang) => `${languagePrefix(lang)}/__not-found`);

export function prerenderPaths(): string[] {
  const articles = loadArticles();
  return [
    ...staticPagePaths().map(({ path }) => path),
    ...languages.flatMap((lang) => articles[lang].map((article) => articlePath(lang, article.category, article.slug))),
    ...notFoundSourcePaths,
  ];
}
