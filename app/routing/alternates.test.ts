import { describe, expect, it } from "vitest";
import type { Article } from "~/content/blog/load.server";
import { type Language, languages, perLanguage } from "~/i18n/languages";
import { alternatesOf, languageLinks } from "./alternates.server";
import { pagePath } from "./route-table";

const article = (id: string, slug: string): Article =>
  ({ id, slug, category: "laskutus", title: slug, publishedAt: "2024-03-01", html: "" }) as unknown as Article;

const of = (lang: Language, slug: string) => alternatesOf({ kind: "article", lang, category: "laskutus", slug }, articles);

/** One article in Finnish, English, Swedish and Spanish, one in Finnish and English, one in Finnish only; none in another language. */
const articles: Record<Language, Article[]> = {
  ...perLanguage((): Article[] => []),
  fi: [article("1", "kaikilla"), article("2", "kahdella"), article("3", "vain-suomeksi")],
  en: [article("1", "kaikilla"), article("2", "kahdella")],
  sv: [article("1", "kaikilla")],
  es: [article("1", "kaikilla")],
};

describe("which languages a page exists in", () => {
  it("gives an article the translations that exist, and nothing for an unknown one", () => {
    expect(Object.keys(of("es", "kaikilla"))).toEqual(["fi", "en", "sv", "es"]);
    expect(of("en", "kahdella")).toEqual({
      fi: "/blog/laskutus/kahdella",
      en: "/en/blog/laskutus/kahdella",
    });
    expect(of("fi", "vain-suomeksi")).toEqual({ fi: "/blog/laskutus/vain-suomeksi" });
    expect(of("fi", "ei-ole")).toEqual({});
  });

  it("leads the language menu from a Finnish-only article to each other language's blog list, saying why", () => {
    const links = languageLinks("article", of("fi", "vain-suomeksi"));
    expect(links).toMatchObject({
      fi: { path: "/blog/laskutus/vain-suomeksi" },
      en: { path: "/en/blog", missing: "article" },
      sv: { path: "/sv/blog", missing: "article" },
      es: { path: "/es/blog", missing: "article" },
    });
    for (const lang of languages.filter((lang) => lang !== "fi"))
      expect(links[lang]).toEqual({ path: pagePath("blog", lang), missing: "article" });
  });

  it("leads from the Finnish-only landing page to each other language's home, and from a 404 without a note", () => {
    expect(languageLinks("landing", alternatesOf({ kind: "landing", id: "cleaning" })).en).toEqual({ path: "/en", missing: "page" });
    expect(languageLinks("not-found", alternatesOf({ kind: "not-found" })).fi).toEqual({ path: "/" });
    expect(languageLinks("page", alternatesOf({ kind: "page", page: "pricing" })).fi).toEqual({ path: "/hinnoittelu" });
  });
});
