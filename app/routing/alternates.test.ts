import { describe, expect, it } from "vitest";
import type { Article } from "~/content/blog/load.server";
import type { Language } from "~/i18n/languages";
import { languageLinks, pageAlternates } from "./alternates.server";

const article = (id: string, slug: string): Article =>
  ({ id, slug, category: "laskutus", title: slug, publishedAt: "2024-03-01", html: "" }) as unknown as Article;

/** One article in all four languages, one in Finnish and English, one in Finnish only. */
const articles: Record<Language, Article[]> = {
  fi: [article("1", "kaikilla"), article("2", "kahdella"), article("3", "vain-suomeksi")],
  en: [article("1", "kaikilla"), article("2", "kahdella")],
  sv: [article("1", "kaikilla")],
  es: [article("1", "kaikilla")],
};

describe("which languages a page exists in", () => {
  it("gives an article the translations that exist, and nothing for an unknown one", () => {
    expect(Object.keys(pageAlternates("/es/blog/laskutus/kaikilla", articles))).toEqual(["fi", "en", "sv", "es"]);
    expect(pageAlternates("/en/blog/laskutus/kahdella", articles)).toEqual({
      fi: "/blog/laskutus/kahdella",
      en: "/en/blog/laskutus/kahdella",
    });
    expect(pageAlternates("/blog/laskutus/vain-suomeksi", articles)).toEqual({ fi: "/blog/laskutus/vain-suomeksi" });
    expect(pageAlternates("/blog/laskutus/ei-ole", articles)).toEqual({});
  });

  it("leads the language menu from a Finnish-only article to each other language's blog list, saying why", () => {
    expect(languageLinks("/blog/laskutus/vain-suomeksi", pageAlternates("/blog/laskutus/vain-suomeksi", articles))).toEqual({
      fi: { path: "/blog/laskutus/vain-suomeksi" },
      en: { path: "/en/blog", missing: "article" },
      sv: { path: "/sv/blog", missing: "article" },
      es: { path: "/es/blog", missing: "article" },
    });
  });

  it("leads from the Finnish-only page to each other language's home, and from a 404 without a note", () => {
    expect(languageLinks("/siivous-toiminnanohjaus", pageAlternates("/siivous-toiminnanohjaus", articles)).en).toEqual({
      path: "/en",
      missing: "page",
    });
    expect(languageLinks("/en/no-such-page", pageAlternates("/en/no-such-page", articles)).fi).toEqual({ path: "/" });
    expect(languageLinks("/en/pricing", pageAlternates("/en/pricing", articles)).fi).toEqual({ path: "/hinnoittelu" });
  });
});
