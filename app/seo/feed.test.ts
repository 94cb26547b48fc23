// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadArticles } from "~/content/blog/load.server";
import { languages } from "~/i18n/languages";
import { renderedPages } from "~/routing/prerender.server";
import { buildFeed } from "./feed";
import { buildSitemap, buildSitemaps } from "./sitemap";

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
};

describe("blog feed", () => {
  it.each(languages)("is valid RSS 2.0 with absolute URLs in %s", (lang) => {
    const articles = loadArticles()[lang];
    const xml = buildFeed(lang, { title: "Blog & <news>", description: "d", categoryNames: {} }, articles);
    const doc = parse(xml);
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > title")?.textContent).toBe("Blog & <news>");
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(articles.length);
    for (const item of items) {
      expect(item.querySelector("link")?.textContent).toMatch(/^https:\/\/[^/]+\/(\w\w\/)?blog\/[a-z]+\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.querySelector("pubDate")!.textContent))).toBe(false);
    }
  });

  it("carries the newest twenty only, newest first", () => {
    const real = loadArticles().fi;
    const many = Array.from({ length: 30 }, (_, index) => ({ ...real[0]!, slug: `copy-${index}`, title: `Copy ${index}` }));
    const items = [...parse(buildFeed("fi", { title: "t", description: "d", categoryNames: {} }, many)).querySelectorAll("item")];
    expect(items.map((item) => item.querySelector("title")!.textContent)).toEqual(many.slice(0, 20).map((article) => article.title));
  });
});

describe("sitemap", () => {
  const paths = renderedPages().filter((page) => page.listed);
  const doc = parse(buildSitemap(paths));
  const urls = [...doc.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]!.textContent,
    alternates: [...url.getElementsByTagName("xhtml:link")].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
  }));

  it("is one file up to its limit, and past it an index of parts that list every page once", () => {
    expect([...buildSitemaps(paths).keys()]).toEqual(["sitemap.xml"]);
    const files = buildSitemaps(paths, 30);
    const parts = Math.ceil(paths.length / 30);
    expect([...files.keys()]).toEqual(["sitemap.xml", ...Array.from({ length: parts }, (_, index) => `sitemap-${index + 1}.xml`)]);
    const index = parse(files.get("sitemap.xml")!);
    expect(index.documentElement.tagName).toBe("sitemapindex");
    expect([...index.getElementsByTagName("loc")].map((loc) => loc.textContent)).toEqual(
      [...files.keys()].slice(1).map((name) => `https://www.nettilasku.example/${name}`),
    );
    const locs = [...files.entries()].slice(1).flatMap(([, xml]) => [...parse(xml).getElementsByTagName("url")]);
    expect(locs).toHaveLength(paths.length);
  });

  it("lists every indexable page once, with percent-encoded absolute URLs", () => {
    expect(urls).toHaveLength(paths.length);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    expect(urls.map((url) => url.loc)).toContain("https://www.nettilasku.example/ota-yhteytt%C3%A4");
  });

  it("gives reciprocal alternates that include the page itself", () => {
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const url of urls) {
      const hrefs = url.alternates.map(([, href]) => href);
      expect(hrefs).toContain(url.loc);
      for (const [lang, href] of url.alternates) {
        if (lang === "x-default") continue;
        expect(byLoc.get(href!)?.alternates, `${href} lists the same alternates as ${url.loc}`).toEqual(url.alternates);
      }
    }
  });
});
