/** RSS 2.0 feed of a language's blog, with absolute URLs (written by the postbuild step). */
import { site } from "~/config/site";
import type { Language } from "~/i18n/languages";
import { articlePath, feedPath, pagePath } from "~/routing/route-table";
import { absoluteUrl } from "./url";
import { escapeXml } from "./xml";

/** A feed carries the newest articles only: readers poll it, and it stays small as the blog grows. */
const feedLength = 20;

export interface FeedArticle {
  title: string;
  excerpt: string;
  category: string;
  slug: string;
  publishedAt: string;
}

export function buildFeed(
  lang: Language,
  channel: { title: string; description: string; categoryNames: Record<string, string> },
  articles: FeedArticle[],
): string {
  const items = articles.slice(0, feedLength).map((article) => {
    const url = absoluteUrl(articlePath(lang, article.category, article.slug));
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <category>${escapeXml(channel.categoryNames[article.category] ?? article.category)}</category>`,
      `      <pubDate>${new Date(`${article.publishedAt}T00:00:00Z`).toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(pagePath("blog", lang)!))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${lang}</language>`,
    `    <copyright>${escapeXml(site.legalEntity)}</copyright>`,
    `    <atom:link href="${escapeXml(absoluteUrl(feedPath(lang)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
