/**
 * Every page the build renders, each with its context resolved once: the pages of the route table,
 * the landing pages and the blog's articles. The prerender list, the sitemap (with each page's
 * alternates, the same its hreflang tags list) and what the site search leaves out all read it.
 */
import { type Language, languages } from "../i18n/languages";
import { loadArticles } from "../content/blog/load.server";
import { landingPage } from "../content/landing/load.server";
import { type Alternates, alternatesOf } from "./alternates.server";
import { languageRoutes } from "./page-routes";
import { articlePath, isListed, languagePrefix } from "./route-table";

/** A rendered page: its path, the same page in every language it exists in, and whether search engines may index it. */
export interface RenderedPage {
  path: string;
  alternates: Alternates;
  listed: boolean;
}

/**
 * The source path of a language's 404 page. It matches the splat route, is prerendered with
 * status 200 and moved by the postbuild step to `404.html` or `{lang}/404.html`, which the
 * server answers with status 404.
 */
export const notFoundSourcePath = (lang: Language) => `${languagePrefix(lang)}/__not-found`;
/** Every language's 404 source path, for the prerender list. */
export const notFoundSourcePaths = languages.map(notFoundSourcePath);

/**
 * Every page of the site in every language it exists in, 404 pages aside: each declared route
 * (page-routes.ts) as the pages it renders, an article route as that language's articles.
 */
export function renderedPages(): RenderedPage[] {
  const articles = loadArticles();
  return languages.flatMap((lang) =>
    languageRoutes(lang).flatMap(({ pattern, declares }): RenderedPage[] => {
      switch (declares.kind) {
        case "page":
          return [{ path: pattern, alternates: alternatesOf(declares), listed: isListed(declares.page) }];
        case "landing":
          return [{ path: pattern, alternates: alternatesOf(declares), listed: landingPage(declares.id).indexable }];
        case "article":
          return articles[lang].map((article) => ({
            path: articlePath(lang, article.category, article.slug),
            alternates: alternatesOf({ kind: "article", lang, category: article.category, slug: article.slug }, articles),
            listed: true,
          }));
        case "not-found":
          return [];
      }
    }),
  );
}

export function prerenderPaths(): string[] {
  return [...renderedPages().map(({ path }) => path), ...notFoundSourcePaths];
}

/** Paths of the pages search engines do not index (the search pages, ad-only landing pages): neither the sitemap nor the site search lists them. */
export function unlistedPaths(): Set<string> {
  return new Set(
    renderedPages()
      .filter((page) => !page.listed)
      .map((page) => page.path),
  );
}
