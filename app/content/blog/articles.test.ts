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

describe("the blog content", () => {
  const articles = loadArticles();

  it("has the spec's four articles in array order in every language", () => {
    for (const lang of languages) {
      expect(articles[lang].map((article) => [article.category, article.publishedAt, article.readTime])).toEqual([
        ["laskutus", "2024-01-15", 8],
        ["taloushallinto", "2024-01-12", 12],
        ["allekirjoitus", "2024-01-08", 15],
        ["erp", "2024-01-05", 18],
      ]);
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
