/**
 * Which languages a page exists in, on the server, where the blog's content is known: a page
 * of the route table in the languages it has a segment for, an article in the languages it is
 * written in (an article may exist in some languages only). The one source of hreflang, the
 * sitemap's alternates, the language banner and the language menu.
 */
import { type Article, loadArticles } from "../content/blog/load.server";
import { type Language, languages, mapLanguages, perLanguage } from "../i18n/languages";
import { landingPage } from "../content/landing/load.server";
import { type PageKey, articlePath, pageAlternatePaths, pagePath } from "./route-table";

export type Alternates = Partial<Record<Language, string>>;

/** What a page's alternates depend on: its key in the route table, the article it shows, or neither (a 404 page). */
export type AlternatesOf =
  | { kind: "page"; page: PageKey }
  | { kind: "landing"; id: string }
  | { kind: "article"; lang: Language; category: string; slug: string }
  | { kind: "not-found" };

/** The same page in every language it exists in, its own included; none for an unknown article or a 404 page. */
export function alternatesOf(of: AlternatesOf, articles: Record<Language, Article[]> = loadArticles()): Alternates {
  if (of.kind === "page") return pageAlternatePaths(of.page);
  if (of.kind === "landing") return mapLanguages(landingPage(of.id).copy, (copy) => copy.path);
  if (of.kind === "not-found") return {};
  const article = articles[of.lang].find((each) => each.category === of.category && each.slug === of.slug);
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

/** Where the language menu leads from a page of this kind, given the languages it exists in (`alternatesOf`). */
export function languageLinks(kind: AlternatesOf["kind"], alternates: Alternates): Record<Language, LanguageLink> {
  return perLanguage((target): LanguageLink => {
    const same = alternates[target];
    if (same !== undefined) return { path: same };
    if (kind === "article") return { path: pagePath("blog", target)!, missing: "article" };
    // A 404 page has no versions: each language's home, as it is no missing page.
    return kind === "page" || kind === "landing"
      ? { path: pagePath("home", target)!, missing: "page" }
      : { path: pagePath("home", target)! };
  });
}
