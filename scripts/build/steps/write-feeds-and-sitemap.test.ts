import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../../../app/i18n/languages";
import { feedPath, pagePath } from "../../../app/routing/route-table";
import { writeFeedsAndSitemap } from "./write-feeds-and-sitemap";

describe("write feeds, sitemap and robots.txt", () => {
  it("lists the indexable pages in the sitemap, and writes every language's feed and robots.txt", () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    const search = pagePath("search", "en")!;
    writeFeedsAndSitemap.run({ dir, nginxConfFile: "", prerendered: ["/", "/en", search, "/en/__not-found"] });
    const locs = [...readFileSync(join(dir, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toEqual(["/", "/en"]);
    for (const lang of languages) expect(existsSync(join(dir, feedPath(lang))), lang).toBe(true);
    expect(readFileSync(join(dir, "robots.txt"), "utf8")).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  it("refuses to write a sitemap of no pages", () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    expect(() => writeFeedsAndSitemap.run({ dir, nginxConfFile: "", prerendered: [] })).toThrow(/no prerendered paths/);
  });
});
