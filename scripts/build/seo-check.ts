/**
 * Build-time SEO and link check over the built HTML and sitemap: fails the build,
 * naming the page and the problem, on anything a search engine would hold against the
 * site, and on any internal link to a page or file that is not in the build.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { siteUrl } from "../../app/config/site";
import { languages } from "../../app/i18n/languages";
import type { BuiltPage } from "./built-pages";
import { checkStructuredData } from "./structured-data";

const toPath = (url: string) => (url.startsWith(siteUrl) ? decodeURIComponent(url.slice(siteUrl.length)) || "/" : undefined);

export function checkSite(dir: string, pages: BuiltPage[]): string[] {
  const problems: string[] = [];
  const report = (page: string, problem: string) => problems.push(`${page}: ${problem}`);
  const byPath = new Map(pages.filter((page) => !page.notFound).map((page) => [page.path, page]));
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  for (const page of pages) {
    const { parsed, path } = page;
    const { lang } = parsed;
    if (!lang || !(languages as readonly string[]).includes(lang))
      report(path, `<html lang> is "${lang ?? ""}", not one of ${languages.join(", ")}`);
    if (parsed.h1Count !== 1) report(path, `has ${parsed.h1Count} <h1> elements instead of one`);
    const { title, description, canonical } = parsed;
    if (!title) report(path, "has no <title>");
    if (!description) report(path, "has no meta description");
    if (page.notFound) {
      if (parsed.robots !== "noindex") report(path, "404 page is not noindex");
      if (canonical !== undefined) report(path, "404 page has a canonical link");
      continue;
    }
    if (title && titles.has(title)) report(path, `repeats the title of ${titles.get(title)}`);
    if (description && descriptions.has(description)) report(path, `repeats the description of ${descriptions.get(description)}`);
    if (title) titles.set(title, path);
    if (description) descriptions.set(description, path);

    if (!canonical || toPath(canonical) !== path) report(path, `canonical "${canonical ?? ""}" does not point to the page itself`);

    const alternates = new Map(parsed.alternates);
    if (![...alternates.values()].includes(canonical ?? "")) report(path, "hreflang set does not list the page itself");
    if (alternates.get(lang ?? "") !== canonical) report(path, `hreflang for its own language "${lang}" is not the page itself`);
    if (alternates.size > 1 && !alternates.has("x-default")) report(path, "hreflang set has no x-default");
    for (const [hreflang, href] of alternates) {
      if (hreflang === "x-default") continue;
      const other = byPath.get(toPath(href) ?? "");
      if (!other) {
        report(path, `hreflang ${hreflang} points to ${href}, which is not a built page`);
        continue;
      }
      if (other.parsed.lang !== hreflang) report(path, `hreflang ${hreflang} points to a page in another language (${href})`);
      if (JSON.stringify([...new Map(other.parsed.alternates)].sort()) !== JSON.stringify([...alternates].sort()))
        report(path, `hreflang set is not reciprocal with ${other.path}`);
    }

    // Every internal link reaches a page or file of the build, and its #fragment an element of that page.
    const ids = new Set(parsed.ids);
    for (const href of parsed.links) {
      const hash = href.includes("#") ? decodeURIComponent(href.slice(href.indexOf("#") + 1)) : "";
      if (href.startsWith("#")) {
        if (hash && !ids.has(hash)) report(path, `links to ${href}, but the page has no element with that id`);
        continue;
      }
      const internal =
        href.startsWith("/") && !href.startsWith("//") ? href : href.startsWith(`${siteUrl}/`) ? href.slice(siteUrl.length) : undefined;
      if (internal === undefined) continue;
      const target = decodeURIComponent(internal.split(/[?#]/)[0]!) || "/";
      const linked = byPath.get(target);
      if (!linked && !existsSync(join(dir, target))) report(path, `links to ${href}, which is not in the build`);
      else if (hash && linked && !linked.parsed.ids.includes(hash))
        report(path, `links to ${href}, but ${target} has no element with id "${hash}"`);
    }

    if (parsed.jsonLd.length === 0) report(path, "has no JSON-LD");
    for (const script of parsed.jsonLd) {
      let data: { "@graph"?: Record<string, unknown>[] } & Record<string, unknown>;
      try {
        data = JSON.parse(script) as typeof data;
      } catch (error) {
        report(path, `JSON-LD does not parse (${(error as Error).message})`);
        continue;
      }
      for (const node of data["@graph"] ?? [data]) for (const problem of checkStructuredData(node)) report(path, problem);
    }
  }

  const xml = (name: string) => new JSDOM(readFileSync(join(dir, name), "utf8"), { contentType: "application/xml" }).window.document;
  if (!existsSync(join(dir, "sitemap.xml"))) return [...problems, "sitemap.xml: missing"];
  // sitemap.xml, or the parts an index there names.
  const root = xml("sitemap.xml");
  const parts = [...root.getElementsByTagName("sitemap")].map((part) => toPath(part.getElementsByTagName("loc")[0]?.textContent ?? "")?.slice(1) ?? "");
  for (const part of parts) if (!existsSync(join(dir, part))) report("sitemap.xml", `names ${part}, which was not written`);
  const sitemaps = parts.length > 0 ? parts.filter((part) => existsSync(join(dir, part))).map(xml) : [root];
  const listed = new Set<string>();
  for (const url of sitemaps.flatMap((sitemap) => [...sitemap.getElementsByTagName("url")])) {
    const loc = url.getElementsByTagName("loc")[0]?.textContent ?? "";
    const page = byPath.get(toPath(loc) ?? "");
    if (!page) {
      report("sitemap.xml", `lists ${loc}, which is not a built page`);
      continue;
    }
    if (listed.has(page.path)) report("sitemap.xml", `lists ${loc} twice`);
    listed.add(page.path);
    const fromSitemap = [...url.getElementsByTagName("xhtml:link")].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    if (JSON.stringify(fromSitemap.sort()) !== JSON.stringify([...new Map(page.parsed.alternates)].sort()))
      report(page.path, "sitemap alternates disagree with the page's hreflang");
  }
  for (const [path, page] of byPath) {
    const noindex = page.parsed.robots?.includes("noindex") ?? false;
    if (noindex && listed.has(path)) report(path, "is noindex but listed in sitemap.xml");
    if (!noindex && !listed.has(path)) report(path, "is not in sitemap.xml");
  }
  return problems;
}
