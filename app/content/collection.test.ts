import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { languages } from "~/i18n/languages";
import { readCollection } from "./collection.server";

let directory: string;
beforeEach(() => void (directory = mkdtempSync(join(tmpdir(), "collection-"))));
afterEach(() => rmSync(directory, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  mkdirSync(join(directory, name, ".."), { recursive: true });
  writeFileSync(join(directory, name), text);
};
const side = (lang: string, items: string) => `${lang}:\n  title: Title ${lang}\n  items: [${items}]\n`;
const everyLanguage = (items: (lang: string) => string) => languages.map((lang) => side(lang, items(lang))).join("");

const cards = {
  format: "yaml",
  folder: "app/content/cards",
  entries: ["a", "b"],
  entryName: "card",
  listedIn: "cards.ts",
  schema: () => z.strictObject({ title: z.string().min(1), items: z.array(z.string()) }),
} as const;

describe("a YAML collection, languages side by side", () => {
  it("gives each language's copy of each entry", () => {
    write(
      "a.yaml",
      everyLanguage(() => "x, y"),
    );
    write(
      "b.yaml",
      everyLanguage(() => "z"),
    );
    const copy = readCollection(cards, directory);
    expect(copy.sv.a).toEqual({ title: "Title sv", items: ["x", "y"] });
    expect(copy.es.b.items).toEqual(["z"]);
  });

  it("names the file, the language and the field of what is wrong", () => {
    write(
      "b.yaml",
      everyLanguage(() => "z"),
    );
    write("a.yaml", everyLanguage(() => "x").replace("Title en", '""'));
    expect(() => readCollection(cards, directory)).toThrow(/app\/content\/cards\/a\.yaml: field "en\.title"/);
    write(
      "a.yaml",
      everyLanguage((lang) => (lang === "sv" ? "x" : "x, y")),
    );
    expect(() => readCollection(cards, directory)).toThrow(/a\.yaml: field "sv\.items" must have 2 items like the Finnish source/);
    expect(() => readCollection({ ...cards, sameShapeAsFinnish: false }, directory)).not.toThrow();
  });

  it("fails on an entry without its file, and on a file for no entry unless the folder is shared", () => {
    write(
      "a.yaml",
      everyLanguage(() => "x"),
    );
    expect(() => readCollection(cards, directory)).toThrow(/cards\/b\.yaml: missing: every card in cards\.ts needs its file/);
    write(
      "b.yaml",
      everyLanguage(() => "x"),
    );
    write(
      "c.yaml",
      everyLanguage(() => "x"),
    );
    expect(() => readCollection(cards, directory)).toThrow(/cards\/c\.yaml: no card "c" in cards\.ts/);
    expect(() => readCollection({ ...cards, sharedFolder: true }, directory)).not.toThrow();
  });

  it("reads a collection in one language from the top of its files", () => {
    write("a.yaml", "title: Vain suomeksi\nitems: []\n");
    const copy = readCollection({ ...cards, entries: ["a"], languages: ["fi"], sharedFolder: true }, directory);
    expect(copy.fi.a.title).toBe("Vain suomeksi");
  });
});

describe("a Markdown collection", () => {
  const pages = {
    format: "markdown",
    folder: "app/content/pages",
    frontmatter: z.strictObject({ title: z.string().min(1) }),
    item: ({ file, data, body, lang }: { file: string; data: { title: string }; body: string; lang: string }) => ({
      file,
      lang,
      ...data,
      body,
    }),
  } as const;

  it("reads a folder per language, in file-name order, and a language without a folder has none", () => {
    write("fi/b.md", "---\ntitle: B\n---\nSecond");
    write("fi/a.md", "---\ntitle: A\n---\nFirst");
    const read = readCollection({ ...pages, layout: "folder per language" }, directory);
    expect(read.fi.map((page) => [page.file, page.title, page.body])).toEqual([
      ["app/content/pages/fi/a.md", "A", "First"],
      ["app/content/pages/fi/b.md", "B", "Second"],
    ]);
    expect(read.en).toEqual([]);
  });

  it("needs a file per language where each language has one, and names the file of a bad field", () => {
    for (const lang of ["fi", "en", "sv"]) write(`${lang}.md`, "---\ntitle: T\n---\n");
    expect(() => readCollection({ ...pages, layout: "file per language" }, directory)).toThrow(/pages\/es\.md: missing/);
    write("es.md", "---\ntitle: ''\n---\n");
    expect(() => readCollection({ ...pages, layout: "file per language" }, directory)).toThrow(/pages\/es\.md: field "title"/);
  });
});
