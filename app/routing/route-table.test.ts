import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { localizePath, pageForSegment, resolvePath } from "./localize";
import { isListed, type PageKey, pageKeys, pagePath, pages, staticPagePaths } from "./route-table";

/** Spec section 2's route table, transcribed by hand: the expectation the route table must meet. */
const specTable: Record<string, [fi: string, en: string, sv: string, es: string]> = {
  home: ["/", "/en", "/sv", "/es"],
  about: ["/tietoa", "/en/about", "/sv/om", "/es/acerca"],
  contact: ["/ota-yhteyttä", "/en/contact", "/sv/kontakt", "/es/contacto"],
  products: ["/tuotteet", "/en/products", "/sv/produkter", "/es/productos"],
  blog: ["/blog", "/en/blog", "/sv/blog", "/es/blog"],
  pricing: ["/hinnoittelu", "/en/pricing", "/sv/prissattning", "/es/precios"],
  register: ["/rekisteroidy", "/en/register", "/sv/registrera", "/es/registrarse"],
  invoicing: ["/laskutus", "/en/invoicing", "/sv/fakturering", "/es/facturacion"],
  sign: ["/allekirjoitus", "/en/sign", "/sv/signering", "/es/firma"],
  financing: ["/taloushallinto", "/en/financing", "/sv/ekonomi", "/es/finanzas"],
  erp: ["/toiminnanohjaus", "/en/erp", "/sv/verksamhetsstyrning", "/es/erp"],
  crm: ["/crm", "/en/crm", "/sv/crm", "/es/crm"],
  offerly: ["/palvelulinkki", "/en/offerly", "/sv/koppla", "/es/conecta"],
  kyc: ["/kyc", "/en/kyc", "/sv/kyc", "/es/kyc"],
};

const rows = Object.entries(specTable).flatMap(([page, paths]) =>
  languages.map((lang, index) => ({ page: page as PageKey, lang, path: paths[index]! })),
);

describe("route table", () => {
  it.each(rows)("$page in $lang is $path", ({ page, lang, path }) => {
    expect(pagePath(page, lang)).toBe(path);
    expect(resolvePath(path)).toEqual({ kind: "page", lang, page });
  });

  it.each(rows)("$path maps to the same page in every language", ({ page, path }) => {
    languages.forEach((target, index) => expect(localizePath(path, target)).toBe(specTable[page]![index]));
  });

  it("has the Finnish-only cleaning page, the cookie policy, the accessibility statement and search, and nothing else beyond the spec", () => {
    expect(pagePath("cleaning", "fi")).toBe("/siivous-toiminnanohjaus");
    for (const lang of ["en", "sv", "es"] as const) expect(pagePath("cleaning", lang)).toBeUndefined();
    expect(["fi", "en", "sv", "es"].map((lang) => pagePath("cookies", lang as "fi"))).toEqual([
      "/evasteet",
      "/en/cookies",
      "/sv/kakor",
      "/es/cookies",
    ]);
    expect(["fi", "en", "sv", "es"].map((lang) => pagePath("accessibility", lang as "fi"))).toEqual([
      "/saavutettavuus",
      "/en/accessibility",
      "/sv/tillganglighet",
      "/es/accesibilidad",
    ]);
    expect(["fi", "en", "sv", "es"].map((lang) => pagePath("search", lang as "fi"))).toEqual([
      "/haku",
      "/en/search",
      "/sv/sok",
      "/es/buscar",
    ]);
    // Search results are for visitors, not search engines: the one unlisted page.
    expect(pageKeys.filter((page) => !isListed(page))).toEqual(["search"]);
    const expected = rows.length + 1 + 4 + 4 + 4;
    expect(staticPagePaths()).toHaveLength(expected);
    expect(new Set(staticPagePaths().map((entry) => entry.path)).size).toBe(expected);
  });

  it("gives the pages with one segment for all languages that segment in every language of the list, a new one too", () => {
    for (const page of ["home", "blog"] as const) expect(Object.keys(pages[page].segments), page).toEqual([...languages]);
  });

  it("looks segments up in reverse, per language", () => {
    expect(pageForSegment("prissattning", "sv")).toBe("pricing");
    expect(pageForSegment("pricing", "fi")).toBeUndefined();
    expect(pageForSegment("", "es")).toBe("home");
  });
});

describe("odd inputs", () => {
  it.each([
    ["/en/about/", { kind: "page", lang: "en", page: "about" }],
    ["/en/about///", { kind: "page", lang: "en", page: "about" }],
    ["/ota-yhteytt%C3%A4", { kind: "page", lang: "fi", page: "contact" }],
    ["/ota-yhteyttä", { kind: "page", lang: "fi", page: "contact" }],
    // NFD ("a" + combining diaeresis) is the same text as NFC "ä".
    ["/ota-yhteytta\u0308", { kind: "page", lang: "fi", page: "contact" }],
    ["/sv/kontakt?utm_source=x#top", { kind: "page", lang: "sv", page: "contact" }],
    ["/es?x=1", { kind: "page", lang: "es", page: "home" }],
    ["", { kind: "page", lang: "fi", page: "home" }],
    ["/en/tietoa", { kind: "unknown", lang: "en" }],
    ["/about", { kind: "unknown", lang: "fi" }],
    ["/de/about", { kind: "unknown", lang: "fi" }],
    ["/%E4", { kind: "unknown", lang: "fi" }],
    ["/en/blog/laskutus/some-article", { kind: "article", lang: "en", category: "laskutus", slug: "some-article" }],
    ["/blog/laskutus", { kind: "unknown", lang: "fi" }],
  ] as const)("%s resolves to %j", (input, expected) => {
    expect(resolvePath(input)).toEqual(expected);
  });

  it("treats /fi/... as the unprefixed Finnish path it redirects to", () => {
    // The server answers /fi/... with a 301; the route table itself has no /fi prefix.
    expect(resolvePath("/fi/tietoa")).toEqual({ kind: "unknown", lang: "fi" });
  });

  it("localizes articles, unknown paths and Finnish-only pages", () => {
    expect(localizePath("/blog/erp/toiminnanohjaus-pienyritykselle", "sv")).toBe("/sv/blog/erp/toiminnanohjaus-pienyritykselle");
    expect(localizePath("/es/blog/erp/x?y#z", "fi")).toBe("/blog/erp/x");
    expect(localizePath("/siivous-toiminnanohjaus", "en")).toBe("/en");
    expect(localizePath("/siivous-toiminnanohjaus", "fi")).toBe("/siivous-toiminnanohjaus");
    expect(localizePath("/en/no-such-page", "fi")).toBe("/");
    expect(localizePath("/en/about/?q=1#x", "fi")).toBe("/tietoa");
  });
});
