import { describe, expect, it } from "vitest";
import { type Language, languages } from "~/i18n/languages";
import { languageOfPath, normalizePath } from "./localize";
import { isListed, type PageKey, pageAlternatePaths, pageKeys, pageLanguages, pagePath, pages, staticPagePaths } from "./route-table";

/**
 * The required pages' paths in the four required languages (docs/requirements.md, "Routes and
 * languages"), transcribed by hand: rows the route table must have. A page or a language added
 * later has rows of its own.
 */
const requiredLanguages = ["fi", "en", "sv", "es"] as const;
const requiredTable: Record<string, [fi: string, en: string, sv: string, es: string]> = {
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

const rows = Object.entries(requiredTable).flatMap(([page, paths]) =>
  requiredLanguages.map((lang, index) => ({ page: page as PageKey, lang, path: paths[index]! })),
);

describe("route table", () => {
  it.each(rows)("$page in $lang is $path", ({ page, lang, path }) => {
    expect(pagePath(page, lang)).toBe(path);
    expect(languageOfPath(path)).toBe(lang);
  });

  it.each(rows)("$page has its required path in every required language as its alternate", ({ page }) => {
    requiredLanguages.forEach((target, index) => expect(pageAlternatePaths(page)[target]).toBe(requiredTable[page]![index]));
  });

  it("has the cookie policy, the accessibility statement and search", () => {
    expect(requiredLanguages.map((lang) => pagePath("cookies", lang))).toEqual(["/evasteet", "/en/cookies", "/sv/kakor", "/es/cookies"]);
    expect(requiredLanguages.map((lang) => pagePath("accessibility", lang))).toEqual([
      "/saavutettavuus",
      "/en/accessibility",
      "/sv/tillganglighet",
      "/es/accesibilidad",
    ]);
    expect(requiredLanguages.map((lang) => pagePath("search", lang))).toEqual(["/haku", "/en/search", "/sv/sok", "/es/buscar"]);
    // Search results are for visitors, not search engines: unlisted, unlike the required pages.
    expect(isListed("search")).toBe(false);
    for (const page of Object.keys(requiredTable)) expect(isListed(page as PageKey), page).toBe(true);
  });

  it("builds every page in every language, or in those its row names in onlyIn, each at a path of its own that resolves to it", () => {
    const paths = staticPagePaths();
    for (const page of pageKeys) {
      const { onlyIn } = pages[page] as { onlyIn?: Partial<Record<Language, string>> };
      const own = languages.filter((lang) => !onlyIn || lang in onlyIn);
      expect(pageLanguages(page), page).toEqual(own);
      expect(paths.filter((entry) => entry.page === page).map((entry) => entry.lang)).toEqual(own);
    }
    expect(new Set(paths.map((entry) => entry.path)).size).toBe(paths.length);
    for (const { lang, path } of paths) expect(languageOfPath(path), path).toBe(lang);
  });

  it("gives the pages with one segment for all languages that segment in every language of the list, a new one too", () => {
    for (const page of ["home", "blog"] as const) expect(Object.keys(pages[page].segments), page).toEqual([...languages]);
  });
});

describe("odd inputs", () => {
  it.each([
    ["/en/about/", "/en/about", "en"],
    ["/en/about///", "/en/about", "en"],
    ["/ota-yhteytt%C3%A4", "/ota-yhteyttä", "fi"],
    // NFD ("a" + combining diaeresis) is the same text as NFC "ä".
    ["/ota-yhteytta\u0308", "/ota-yhteyttä", "fi"],
    ["/sv/kontakt?utm_source=x#top", "/sv/kontakt", "sv"],
    ["/es?x=1", "/es", "es"],
    ["", "/", "fi"],
    ["/xx/about", "/xx/about", "fi"],
    // A malformed escape cannot be a page of ours: kept as it is.
    ["/%E4", "/%E4", "fi"],
    // The server answers /fi/... with a 301; the route table itself has no /fi prefix.
    ["/fi/tietoa", "/fi/tietoa", "fi"],
  ] as const)("%s is %s, in %s", (input, path, lang) => {
    expect(normalizePath(input)).toBe(path);
    expect(languageOfPath(input)).toBe(lang);
  });
});
