/** What every page loader needs: the page's language and path, and its head tags. */
import type { Language } from "~/i18n/languages";
import { messages } from "~/content/messages.server";
import { buildHead, type HeadInput } from "~/seo/head";
import { absoluteUrl } from "~/seo/url";
import { alternatePaths, normalizePath, resolvePath } from "./localize";
import { type PageKey, pagePath } from "./route-table";

/**
 * Language and canonical path of the request a loader is answering. Prerendering asks
 * loaders for `/en/about.data` (and `/_.data` for the root) as well as `/en/about`.
 */
export function requestPage(request: Request): { lang: Language; path: string } {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/_$/, "/");
  const path = normalizePath(pathname);
  return { lang: resolvePath(path).lang, path };
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

/** Head tags of a page of the route table, with breadcrumbs on every page but home, before the page's own structured data. */
export function pageHead(
  page: PageKey,
  lang: Language,
  text: { title: string; description: string; crumb?: string },
  extra: Partial<HeadInput> = {},
) {
  const path = pagePath(page, lang)!;
  const crumbs = page === "home" ? [] : [breadcrumbs(lang, [{ name: text.crumb ?? text.title, path }])];
  const { jsonLd = [], ...rest } = extra;
  return buildHead({
    lang,
    path,
    title: text.title,
    description: text.description,
    alternates: alternatePaths(path),
    jsonLd: [...crumbs, ...jsonLd],
    ...rest,
  });
}
