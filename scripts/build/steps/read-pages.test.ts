import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BuildContext } from "../step";
import { readPages } from "./read-pages";

describe("read the pages", () => {
  it("parses every page once, by its site path, 404 pages marked", () => {
    const dir = mkdtempSync(join(tmpdir(), "read-pages-"));
    mkdirSync(join(dir, "en"));
    writeFileSync(join(dir, "index.html"), '<html lang="fi"><head><title>Etusivu</title></head><body><h1>Hei</h1></body></html>');
    writeFileSync(join(dir, "en", "about.html"), '<html lang="en"><body><h1>About</h1><a href="/">Home</a></body></html>');
    writeFileSync(join(dir, "en", "404.html"), '<html lang="en"><body><h1>Not found</h1></body></html>');
    const context: BuildContext = { dir, nginxConfFile: "", prerendered: [] };
    readPages.run(context);
    const pages = new Map(context.pages!.map((page) => [page.path, page]));
    expect([...pages.keys()].sort()).toEqual(["/", "/en/404.html", "/en/about"]);
    expect(pages.get("/")!.parsed).toMatchObject({ lang: "fi", title: "Etusivu", h1: "Hei" });
    expect(pages.get("/en/about")!.parsed.links).toEqual(["/"]);
    expect(pages.get("/en/404.html")!.notFound).toBe(true);
  });

  it("refuses a folder without the home page", () => {
    const dir = mkdtempSync(join(tmpdir(), "read-pages-"));
    expect(() => readPages.run({ dir, nginxConfFile: "", prerendered: [] })).toThrow(/has no index\.html/);
  });
});
