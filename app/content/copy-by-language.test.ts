import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { copyByLanguage } from "./copy-by-language";

let directory: string | undefined;
afterEach(() => directory && rmSync(directory, { recursive: true, force: true }));

/** A copy of app/content without the blog's folder for `lang`, or with it empty. */
function contentWithoutArticles(lang: string, emptyFolder: boolean): string {
  directory = mkdtempSync(join(tmpdir(), "copy-by-language-"));
  cpSync("app/content", directory, { recursive: true });
  rmSync(join(directory, "blog", lang), { recursive: true });
  if (emptyFolder) mkdirSync(join(directory, "blog", lang));
  return directory;
}

describe("copy by language", () => {
  it("reads a language's interface, product and Markdown copy, its articles included", () => {
    const files = new Set(copyByLanguage("sv").map((copy) => copy.file));
    expect(files).toContain("app/content/ui/home.yaml");
    expect(files).toContain("app/content/products/invoicing.yaml");
    expect(files).toContain("app/content/accessibility/sv.md");
    expect([...files].some((file) => file.startsWith("app/content/blog/sv/"))).toBe(true);
  });

  it.each([
    ["missing", false],
    ["empty", true],
  ])("reads a language without articles, its blog folder %s", (_, emptyFolder) => {
    const copy = copyByLanguage("sv", contentWithoutArticles("sv", emptyFolder));
    expect(copy.some((text) => text.file === "app/content/ui/home.yaml")).toBe(true);
    expect(copy.filter((text) => text.file.startsWith("app/content/blog/"))).toEqual([]);
  });
});
