import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { parseArticle } from "./articles";
import { loadArticles } from "./load.server";

const good = `---
id: "9"
title: "Otsikko"
slug: "hyva-artikkeli"
excerpt: "Tiivistelmä"
category: "erp"
publishedAt: "2024-02-01"
readTime: 5
imageUrl: "https://images.example.com/a.jpg"
imageAlt: "Kuva"
---

Leipäteksti.`;

describe("article files", () => {
  it("parses frontmatter and body", () => {
    const article = parseArticle("fi/hyva-artikkeli.md", good);
    expect(article).toMatchObject({ id: "9", category: "erp", readTime: 5, markdown: "Leipäteksti." });
  });

  it.each([
    [good.replace('category: "erp"', 'category: "news"'), /fi\/hyva-artikkeli\.md: field "category"/],
    [good.replace('publishedAt: "2024-02-01"', 'publishedAt: "1.2.2024"'), /field "publishedAt"/],
    [good.replace("readTime: 5", 'readTime: "5"'), /field "readTime"/],
    [good.replace('imageUrl: "https://images.example.com/a.jpg"', 'imageUrl: "http://x"'), /field "imageUrl"/],
    [good.replace('title: "Otsikko"\n', ""), /field "title"/],
    [good.replace('slug: "hyva-artikkeli"', 'slug: "other"'), /field "slug" is "other" but the file is named/],
    ["no frontmatter", /missing YAML frontmatter/],
  ])("rejects a bad file naming file and field (%#)", (raw, message) => {
    expect(() => parseArticle("fi/hyva-artikkeli.md", raw)).toThrow(message);
  });
});

/** A blog folder holding the given files ("fi/x.md": content). */
function blogFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "blog-"));
  for (const [name, raw] of Object.entries(files)) {
    mkdirSync(join(dir, name.split("/")[0]!), { recursive: true });
    writeFileSync(join(dir, name), raw);
  }
  return dir;
}

describe("articles in some languages, drafts and editorial fields", () => {
  const english = good.replace('title: "Otsikko"', 'title: "Title"');

  it("loads an article written in Finnish only, and one in Finnish and English", () => {
    const dir = blogFolder({
      "fi/hyva-artikkeli.md": good,
      "en/hyva-artikkeli.md": english,
      "fi/vain-suomeksi.md": good.replace('id: "9"', 'id: "10"').replace('slug: "hyva-artikkeli"', 'slug: "vain-suomeksi"'),
    });
    const loaded = loadArticles(dir, false);
    expect(loaded.fi.map((article) => article.slug).sort()).toEqual(["hyva-artikkeli", "vain-suomeksi"]);
    expect(loaded.en.map((article) => article.title)).toEqual(["Title"]);
    expect(loaded.sv).toEqual([]);
  });

  it("gives a language without articles, its folder empty or missing, an empty list", () => {
    const dir = blogFolder({ "fi/hyva-artikkeli.md": good });
    mkdirSync(join(dir, "en"));
    const loaded = loadArticles(dir, false);
    expect(loaded.en).toEqual([]);
    expect(loaded.sv).toEqual([]);
  });

  it("still requires translations to agree on what describes the article", () => {
    const dir = blogFolder({ "fi/hyva-artikkeli.md": good, "sv/hyva-artikkeli.md": good.replace("readTime: 5", "readTime: 6") });
    expect(() => loadArticles(dir, false)).toThrow(/sv\/hyva-artikkeli\.md: field "readTime" is "6" but the fi translation says "5"/);
  });

  it("leaves drafts out unless asked for them", () => {
    const dir = blogFolder({ "fi/hyva-artikkeli.md": good.replace('imageAlt: "Kuva"', 'imageAlt: "Kuva"\ndraft: true') });
    expect(loadArticles(dir, false).fi).toEqual([]);
    expect(loadArticles(dir, true).fi.map((article) => article.draft)).toEqual([true]);
  });

  it("takes an update date and an author, and refuses an update before publishing", () => {
    const edited = good.replace(
      'imageAlt: "Kuva"',
      'imageAlt: "Kuva"\nupdatedAt: "2024-03-10"\nauthor: { name: "Aino Laine", role: "Kirjanpitäjä" }',
    );
    expect(parseArticle("fi/hyva-artikkeli.md", edited)).toMatchObject({ updatedAt: "2024-03-10", author: { name: "Aino Laine" } });
    expect(() => parseArticle("fi/hyva-artikkeli.md", edited.replace("2024-03-10", "2024-01-10"))).toThrow(
      /"updatedAt" \(2024-01-10\) is before/,
    );
  });
});

describe("the blog content", () => {
  const articles = loadArticles();

  it("has the four required articles, newest first, in each of the four languages they were written in", () => {
    // docs/requirements.md, "Blog": the blog grows, and a new language may start without articles.
    const required = [
      ["laskutus", "2024-01-15", 8],
      ["taloushallinto", "2024-01-12", 12],
      ["allekirjoitus", "2024-01-08", 15],
      ["erp", "2024-01-05", 18],
    ];
    for (const lang of ["fi", "en", "sv", "es"] as const) {
      const rows = articles[lang].map((article) => [article.category, article.publishedAt, article.readTime]);
      expect(
        rows.filter((row) => required.some((each) => each.join() === row.join())),
        lang,
      ).toEqual(required);
    }
  });

  it("has real articles: at least 600 words, headings and lists", () => {
    for (const lang of languages) {
      for (const article of articles[lang]) {
        const words = article.html
          .replace(/<[^>]+>/g, " ")
          .split(/\s+/)
          .filter(Boolean).length;
        expect(words, `${lang}/${article.slug}`).toBeGreaterThanOrEqual(600);
        expect(article.html).toMatch(/<h2/);
        expect(article.html).toMatch(/<(ul|ol)>/);
      }
    }
  });
});
