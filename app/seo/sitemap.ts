/**
 * sitemap.xml and robots.txt. Each URL lists the same alternates as its page's hreflang
 * tags, because both come from `pageAlternates()`.
 */
import { siteUrl } from "~/config/site";
import { languages } from "~/i18n/languages";
import { pageAlternates } from "~/routing/alternates.server";
import { xDefault } from "./head";
import { absoluteUrl } from "./url";
import { escapeXml } from "./xml";

/** `paths` are the indexable pages, each once. */
export function buildSitemap(paths: string[]): string {
  const urls = paths.map((path) => {
    const alternates = pageAlternates(path);
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

export function buildRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
