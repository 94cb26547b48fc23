/**
 * sitemap.xml and robots.txt. Each URL lists the same alternates as its page's hreflang
 * tags: both come from `alternatesOf` (app/routing/alternates.server.ts), resolved once per page
 * (app/routing/prerender.server.ts). Past 1,000 URLs (a blog of years) the sitemap becomes an
 * index of sitemaps of 1,000 URLs each, so no file grows without end.
 */
import { siteUrl } from "~/config/site";
import { languages } from "~/i18n/languages";
import type { RenderedPage } from "~/routing/prerender.server";
import { xDefault } from "./head";
import { absoluteUrl } from "./url";
import { escapeXml } from "./xml";

/** A page of the sitemap: its path and the same page in each language it exists in. */
export type SitemapPage = Pick<RenderedPage, "path" | "alternates">;

/** `pages` are the indexable pages, each once. */
export function buildSitemap(pages: SitemapPage[]): string {
  const urls = pages.map(({ path, alternates }) => {
    const present = languages.filter((lang) => alternates[lang] !== undefined);
    const links = present.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(alternates[lang]!))}"/>`,
    );
    const fallback = xDefault(alternates);
    if (present.length > 1 && fallback) {
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(fallback))}"/>`);
    }
    return ["  <url>", `    <loc>${escapeXml(absoluteUrl(path))}</loc>`, ...links, "  </url>"].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** URLs per sitemap file: an index of several files beyond it. */
export const urlsPerSitemap = 1000;

/** The sitemap files by name: `sitemap.xml` alone, or an index there and `sitemap-{n}.xml` parts. */
export function buildSitemaps(pages: SitemapPage[], perFile = urlsPerSitemap): Map<string, string> {
  if (pages.length <= perFile) return new Map([["sitemap.xml", buildSitemap(pages)]]);
  const parts = Array.from({ length: Math.ceil(pages.length / perFile) }, (_, index) => [
    `sitemap-${index + 1}.xml`,
    buildSitemap(pages.slice(index * perFile, (index + 1) * perFile)),
  ]);
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(([name]) => `  <sitemap><loc>${escapeXml(`${siteUrl}/${name}`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
  return new Map([["sitemap.xml", index], ...(parts as [string, string][])]);
}

export function buildRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
