/**
 * Which languages a page exists in, on the server, where the blog's content is known: a page
 * of the route table in the languages it has a segment for, an article in the languages it is
 * written in (an article may exist in some languages only). The one source of hreflang, the
 * sitemap's alternates, the language banner and the language menu.
 */
import { type Article, loadArticles } from "../content/blog/load.server";
import { type Language, languages } from "../i18n/languages";
import { alternatePaths, localizePath, resolvePath } from "./localize";
import { articlePath, pagePath } from "./route-table";

/** The same page in every language it exists in, its own included; none for an unknown path. */
export function pageAlternates(path: string, articles: Record<Language, Article[]> = loadArticles()): Partial<Record<Language, string>> {
  const resolved = resolvePath(path);
  if (resolved.kind !== "article") return alternatePaths(path);
  const article = articles[resolved.lang].find((each) => each.category === resolved.category && each.slug === resolved.slug);
  if (!article) return {};
  return Object.fromEntries(
    languages.flatMap((lang) =>
      articles[lang].some((each) => each.id === article.id) ? [[lang, articlePath(lang, article.category, article.slug)]] : [],
    ),
  );
}

/** Where the language menu leads, per language, and why when it is not the same page. */
export interface LanguageLink {
  path: string;
  /** The page is not in that language: it leads to that language's blog list (an article) or home (a page). */
  missing?: "article" | "page";
}

/** Where the language menu leads from `path`, given the languages it exists in (`pageAlternates`). */
export function languageLinks(path: string, alternates: Partial<Record<Language, string>>): Record<Language, LanguageLink> {
  const resolved = resolvePath(path);
  return Object.fromEntries(
    languages.map((target): [Language, LanguageLink] => {
      const same = alternates[target];
      if (same !== undefined) return [target, { path: same }];
      if (resolved.kind === "article") return [target, { path: pagePath("blog", target)!, missing: "article" }];
      // An unknown path has no versions: each language's home, as it is no missing page.
      return [
        target,
        resolved.kind === "page" ? { path: localizePath(path, target), missing: "page" } : { path: localizePath(path, target) },
      ];
    }),
  ) as Record<Language, LanguageLink>;
}
