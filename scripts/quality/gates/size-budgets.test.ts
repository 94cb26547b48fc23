import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { languages } from "../../../app/i18n/languages";
import { pagePath } from "../../../app/routing/route-table";
import { sizeBudgets } from "./size-budgets";

/** A build with a home page, a search page per language and the editor, the home page loading `script`. */
function buildFolder(script: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), "size-budgets-"));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write("assets/app.css", "body{margin:0}");
  write("assets/home.js", script);
  write("index.html", '<link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/home.js"></script><h1>Home</h1>');
  for (const lang of languages) write(`${pagePath("search", lang)!.slice(1)}.html`, "<script>search()</script>");
  write("admin.html", '<script src="/assets/home.js"></script>');
  return { dir, base: "", server: {} as ChildProcess };
}

describe("size budgets", () => {
  it("pass pages within their budgets, the editor aside", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(sizeBudgets.run(buildFolder(Buffer.from("go()")))).toEqual([]);
  });

  it("name a page whose JavaScript is over its budget", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    // Random bytes do not compress: 7 KB stays over 6 KB gzip.
    expect(sizeBudgets.run(buildFolder(randomBytes(7 * 1024)))).toEqual([
      expect.stringMatching(/^JavaScript of .*index\.html is 7\.\d KB, over 6\.0 KB$/),
    ]);
  });
});
