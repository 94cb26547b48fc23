import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../../app/i18n/languages";
import { prerenderPaths, renderedPages } from "../../../app/routing/prerender.server";
import { feedPath, pagePath } from "../../../app/routing/route-table";
import { writeFeedsAndSitemap } from "./write-feeds-and-sitemap";

describe("write feeds, sitemap and robots.txt", () => {
  it("lists the indexable pages in the sitemap, and writes every language's feed and robots.txt", () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    writeFeedsAndSitemap.run({ dir, nginxConfFile: "", prerendered: prerenderPaths() });
    const locs = [...readFileSync(join(dir, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      decodeURIComponent(new URL(match[1]!).pathname),
    );
    expect(locs).toEqual(renderedPages().flatMap((page) => (page.listed ? [page.path] : [])));
    expect(locs).toContain("/en");
    expect(locs).not.toContain(pagePath("search", "en"));
    expect(locs.filter((path) => path.includes("__not-found"))).toEqual([]);
    for (const lang of languages) expect(existsSync(join(dir, feedPath(lang))), lang).toBe(true);
    expect(readFileSync(join(dir, "robots.txt"), "utf8")).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  it("refuses to write a sitemap of no pages, or one listing a page the build did not render", () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    expect(() => writeFeedsAndSitemap.run({ dir, nginxConfFile: "", prerendered: [] })).toThrow(/no prerendered paths/);
    const withoutContact = prerenderPaths().filter((path) => path !== "/en/contact");
    expect(() => writeFeedsAndSitemap.run({ dir, nginxConfFile: "", prerendered: withoutContact })).toThrow(/not prerendered: \/en\/contact/);
  });
});
