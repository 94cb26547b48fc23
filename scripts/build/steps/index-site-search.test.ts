import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pagePath } from "../../../app/routing/route-table";
import { builtPages } from "../built-pages";
import { indexSiteSearch } from "./index-site-search";

function buildFolder(pages: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "site-search-"));
  for (const [file, main] of Object.entries(pages)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), `<!DOCTYPE html><html lang="en"><head><title>${file}</title></head><body><main>${main}</main></body></html>`);
  }
  return { dir, nginxConfFile: "", prerendered: [], pages: builtPages(dir) };
}

describe("index the site search", () => {
  it("writes the index and the browser script Pagefind's search page loads, without its ready-made interfaces", async () => {
    const context = buildFolder({ "index.html": "<h1>Home</h1>", "en.html": "<h1>Invoicing</h1><p>Send e-invoices.</p>" });
    await indexSiteSearch.run(context);
    const files = readdirSync(join(context.dir, "pagefind"));
    expect(files).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"]));
    expect(files.filter((file) => /^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file))).toEqual([]);
  });

  it("has nothing to index when only unlisted pages and 404 pages are built", async () => {
    const context = buildFolder({ [`${pagePath("search", "en")!.slice(1)}.html`]: "<h1>Search</h1>", "404.html": "<h1>Not found</h1>" });
    await expect(indexSiteSearch.run(context)).rejects.toThrow(/no page to index/);
    expect(existsSync(join(context.dir, "pagefind"))).toBe(false);
  });
});
