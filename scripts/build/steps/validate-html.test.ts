import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BuildContext } from "../step";
import { startValidatingHtml, validateHtml } from "./validate-html";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Invoicing | Nettilasku</title></head><body><main><h1>Title</h1>${body}</main></body></html>`;

function buildFolder(pages: Record<string, string>): BuildContext {
  const dir = mkdtempSync(join(tmpdir(), "validate-html-"));
  for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);
  return { dir, nginxConfFile: "", prerendered: [] };
}

describe("validate the HTML", () => {
  it("passes valid pages, and fails the build naming the page, place and rule of a problem", async () => {
    const valid = buildFolder({ "index.html": page("<p>Hello</p>") });
    startValidatingHtml.run(valid);
    await expect(validateHtml.run(valid)).resolves.toBeUndefined();

    const invalid = buildFolder({ "index.html": page("<p>Hello</p>"), "about.html": page('<p class="a a">x</p>') });
    startValidatingHtml.run(invalid);
    await expect(validateHtml.run(invalid)).rejects.toThrow(/^\/about:1:\d+ .*\(no-dup-class\)$/);
  });

  it("needs pages, and a validation started before it waits for one", async () => {
    expect(() => startValidatingHtml.run(buildFolder({}))).toThrow(/no pages in .* to validate/);
    await expect(validateHtml.run(buildFolder({}))).rejects.toThrow(/html-validate was not started/);
  });
});
