import type { MetaDescriptor } from "react-router";
import type { Language } from "~/i18n/languages";
import { feedPath } from "~/routing/route-table";
import { absoluteUrl } from "./url";

/** Origins of the stock-photo hosts the given articles' images come from. */
export function imageOrigins(articles: { imageUrl: string }[]): string[] {
  return [...new Set(articles.map((article) => new URL(article.imageUrl).origin))];
}

/** Early connections to the stock-photo hosts of the given articles' images. */
export function preconnectImages(articles: { imageUrl: string }[]): MetaDescriptor[] {
  return imageOrigins(articles).map((href) => ({ tagName: "link", rel: "preconnect", href }));
}

/** The `<link rel="alternate">` that points feed readers at a language's blog feed. */
export function feedLink(lang: Language, title: string): MetaDescriptor {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: absoluteUrl(feedPath(lang)) };
}
