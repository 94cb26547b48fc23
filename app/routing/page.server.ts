/**
 * A page's context, resolved once from its route's declaration (./page-routes.ts) and handed to
 * its layout, its loader and its head (docs/decisions.md, "One page context"): which page it is,
 * its language, its canonical path and the languages it exists in.
 */
import type { Params } from "react-router";
import type { Language } from "~/i18n/languages";
import { messages } from "~/content/messages.server";
import { buildHead, type HeadInput } from "~/seo/head";
import { absoluteUrl } from "~/seo/url";
import { type Alternates, alternatesOf } from "./alternates.server";
import { type DeclaredPage, routeAt } from "./page-routes";
import { type PageKey, articlePath, pagePath } from "./route-table";

/** A page of the route table in one language. */
export interface TablePage {
  kind: "page";
  page: PageKey;
  lang: Language;
  path: string;
  alternates: Alternates;
}

/** A landing page (app/content/landing/) in one language. */
export interface LandingPageContext {
  kind: "landing";
  id: string;
  lang: Language;
  path: string;
  alternates: Alternates;
}

/** What a page is: a page of the route table, a landing page, an article (which may be unknown: its loader sends the visitor to the blog), or a 404 page. */
export type PageContext =
  | TablePage
  | LandingPageContext
  | { kind: "article"; lang: Language; category: string; slug: string; path: string; alternates: Alternates }
  | { kind: "not-found"; lang: Language; alternates: Alternates };

/** The context of a declared page; an article's from its route's params. */
export function contextOf(declared: DeclaredPage, params: Params = {}): PageContext {
  switch (declared.kind) {
    case "page":
      return tablePageContext(declared.page, declared.lang);
    case "landing": {
      const alternates = alternatesOf({ kind: "landing", id: declared.id });
      return { kind: "landing", id: declared.id, lang: declared.lang, path: alternates[declared.lang]!, alternates };
    }
    case "article": {
      const { lang } = declared;
      const category = params.category ?? "";
      const slug = params.slug ?? "";
      return {
        kind: "article",
        lang,
        category,
        slug,
        path: articlePath(lang, category, slug),
        alternates: alternatesOf({ kind: "article", lang, category, slug }),
      };
    }
    case "not-found":
      return { kind: "not-found", lang: declared.lang, alternates: {} };
  }
}

/** A page of the route table in a language (the editor's previews draw theirs in the home page's). */
export function tablePageContext(page: PageKey, lang: Language): TablePage {
  return { kind: "page", page, lang, path: pagePath(page, lang)!, alternates: alternatesOf({ kind: "page", page }) };
}

/** The context of the page a loader answers for: its route's, found by the pattern React Router matched. */
export function pageContext({ pattern, params }: { pattern: string; params: Params }): PageContext {
  return contextOf(routeAt(pattern).declares, params);
}

/** The same, for the loader of a page of the route table. */
export function tablePage(args: { pattern: string; params: Params }): TablePage {
  const context = pageContext(args);
  if (context.kind !== "page") throw new Error(`${args.pattern} is no page of the route table`);
  return context;
}

/** The same, for the loader of a landing page. */
export function landingPageContext(args: { pattern: string; params: Params }): LandingPageContext {
  const context = pageContext(args);
  if (context.kind !== "landing") throw new Error(`${args.pattern} is no landing page`);
  return context;
}

/** A BreadcrumbList from home to the given trail of pages. */
export function breadcrumbs(lang: Language, trail: { name: string; path: string }[]): Record<string, unknown> {
  const items = [{ name: messages[lang].nav.home, path: pagePath("home", lang)! }, ...trail];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** Head tags of a page of the route table or a landing page, with breadcrumbs on every page but home, before the page's own structured data. */
export function pageHead(
  context: TablePage | LandingPageContext,
  text: { title: string; description: string; crumb?: string },
  extra: Partial<HeadInput> = {},
) {
  const { lang, path, alternates } = context;
  const home = context.kind === "page" && context.page === "home";
  const crumbs = home ? [] : [breadcrumbs(lang, [{ name: text.crumb ?? text.title, path }])];
  const { jsonLd = [], ...rest } = extra;
  return buildHead({
    lang,
    path,
    title: text.title,
    description: text.description,
    alternates,
    jsonLd: [...crumbs, ...jsonLd],
    ...rest,
  });
}
