import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type BuiltPage, parsePage } from "./built-pages";
import { checkHtml } from "./html-check";

const dir = mkdtempSync(join(tmpdir(), "html-check-"));

/** A built page of the given body, in a document React would write (self-closed meta, charSet). */
function pageWith(name: string, body: string, title = "Invoicing | Nettilasku"): BuiltPage {
  const file = join(dir, `${name}.html`);
  writeFileSync(
    file,
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title></head><body><main><h1>Title</h1>${body}</main></body></html>`,
  );
  return { path: `/${name}`, file, parsed: parsePage(""), notFound: false };
}

describe("HTML check", () => {
  it("accepts a page as React writes it", async () => {
    expect(await checkHtml([pageWith("clean", '<nav aria-label="Main menu"><a href="/">Home</a></nav>')])).toEqual([]);
  });

  it("fails two landmarks with one name, a class given twice and a title too long for search results", async () => {
    const twoMenus = '<nav aria-label="Main menu"><a href="/">Home</a></nav><nav aria-label="Main menu"><a href="/">Home</a></nav>';
    const problems = await checkHtml([
      pageWith("menus", twoMenus),
      pageWith("classes", '<p class="shrink-0 size-5 shrink-0">x</p>'),
      pageWith("title", "", "A title that goes on for far longer than any search result shows | Nettilasku"),
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^\/menus:.*\(unique-landmark\)$/),
      expect.stringMatching(/^\/menus:.*\(unique-landmark\)$/),
      expect.stringMatching(/^\/classes:.*"shrink-0" duplicated \(no-dup-class\)$/),
      expect.stringMatching(/^\/title:.*\(long-title\)$/),
    ]);
  });
});
