import type { MetaDescriptor } from "react-router";
import type { Language } from "~/i18n/languages";
import { pagePath } from "~/routing/route-table";
import { absoluteUrl } from "./head";

/** Early connections to the stock-photo hosts of the given articles' images. */
export function preconnectImages(articles: { imageUrl: string }[]): MetaDescriptor[] {
  const origins = new Set(articles.map((article) => new URL(article.imageUrl).origin));
  return [...origins].map((href) => ({ tagName: "link", rel: "preconnect", href }));
}

/** Path of a language's blog feed, written by the postbuild step. */
export function feedPath(lang: Language): string {
  return `${pagePath("blog", lang)}/rss.xml`;
}

/** The `<link rel="alternate">` that points feed readers at a language's blog feed. */
export function feedLink(lang: Language, title: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: absoluteUrl(feedPath(lang)) };
}
