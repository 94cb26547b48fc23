import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parsePage } from "./built-pages";
import { describe, expect, it } from "vitest";
import type { Article } from "../../app/content/blog/load.server";
import { checkNoDrafts, placeNotFoundPages, removeUnusedBrowserBuild, writeShareImages } from "./postbuild";

describe("postbuild steps fail loudly on unexpected input", () => {
  it("placing the 404 pages names the missing prerendered source", () => {
    const dir = mkdtempSync(join(tmpdir(), "postbuild-"));
    expect(() => placeNotFoundPages(dir)).toThrow(/404 source .*index\.html is missing/);
  });

  it("drawing share images refuses a page without the site's og:image", async () => {
    const dir = mkdtempSync(join(tmpdir(), "postbuild-"));
    const file = join(dir, "en.html");
    writeFileSync(file, "<html><head></head><body><h1>Hi</h1></body></html>");
    const page = { path: "/en", file, parsed: parsePage("<h1>Hi</h1>"), notFound: false };
    await expect(writeShareImages(dir, [page])).rejects.toThrow(/has no og:image/);
  });

  it("stops a build that wrote a draft's page", () => {
    const dir = mkdtempSync(join(tmpdir(), "postbuild-"));
    const draft = { id: "9", slug: "luonnos", category: "erp", draft: true } as unknown as Article;
    const articles = { fi: [draft], en: [], sv: [], es: [] };
    expect(() => checkNoDrafts(dir, articles)).not.toThrow();
    mkdirSync(join(dir, "blog", "erp"), { recursive: true });
    writeFileSync(join(dir, "blog", "erp", "luonnos.html"), "<h1>Luonnos</h1>");
    expect(() => checkNoDrafts(dir, articles)).toThrow(/drafts built .*\/blog\/erp\/luonnos/);
  });
});

describe("the unused browser build", () => {
  it("goes, while every asset a page or its stylesheet names stays", () => {
    const dir = mkdtempSync(join(tmpdir(), "assets-"));
    mkdirSync(join(dir, "assets"));
    mkdirSync(join(dir, "en"));
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
    write("index.html", '<link rel="stylesheet" href="/assets/app-1.css"><script type="module" src="/assets/enhance-1.js"></script>');
    write("en/search.html", '<script type="module" src="/assets/search-page-1.js"></script>');
    write("assets/app-1.css", "@font-face{src:url(/assets/inter-1.woff2)}");
    for (const name of ["enhance-1.js", "search-page-1.js", "inter-1.woff2", "entry.client-1.js", "framework-1.js", "home-1.js"])
      write(`assets/${name}`, "");
    removeUnusedBrowserBuild(dir);
    expect(readdirSync(join(dir, "assets")).sort()).toEqual(["app-1.css", "enhance-1.js", "inter-1.woff2", "search-page-1.js"]);
    // Run again, React Router's build is gone: the step says it has nothing left to do.
    expect(() => removeUnusedBrowserBuild(dir)).toThrow(/has React Router stopped writing its browser build/);
  });
});
