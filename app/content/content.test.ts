import { describe, expect, it } from "vitest";
import { comingSoonProducts, productIds } from "~/config/products";
import { languages } from "~/i18n/languages";
import { ContentError } from "./blog/articles";
import { messages } from "./messages.server";
import { productContent } from "./products.server";
import { validateProductCopy, validateSameShape } from "./schema";
import cleaningFi from "./cleaning/fi";
import mockupsEn from "./mockups/en";
import mockupsEs from "./mockups/es";
import mockupsFi from "./mockups/fi";
import mockupsSv from "./mockups/sv";
import productsEn from "./products/en";
import productsEs from "./products/es";
import productsFi from "./products/fi";
import productsSv from "./products/sv";
import en from "./ui/en";
import es from "./ui/es";
import fi from "./ui/fi";
import sv from "./ui/sv";

/** Copy as its files hold it, before facts are filled in. */
const rawCopy = {
  "ui/fi.ts": fi,
  "ui/en.ts": en,
  "ui/sv.ts": sv,
  "ui/es.ts": es,
  "products/fi.ts": productsFi,
  "products/en.ts": productsEn,
  "products/sv.ts": productsSv,
  "products/es.ts": productsEs,
  "mockups/fi.ts": mockupsFi,
  "mockups/en.ts": mockupsEn,
  "mockups/sv.ts": mockupsSv,
  "mockups/es.ts": mockupsEs,
  "cleaning/fi.ts": cleaningFi,
};

/** Every string leaf of an object with its dotted path. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  return [];
}

describe("product copy", () => {
  it.each(languages)("%s has six features, three FAQs and every field", (lang) => {
    expect(() => validateProductCopy(productContent[lang], lang)).not.toThrow();
    for (const id of productIds) {
      expect(productContent[lang][id].features).toHaveLength(6);
      expect(productContent[lang][id].faqs).toHaveLength(3);
    }
  });

  it("states the facts the spec requires", () => {
    expect(productContent.fi.sign.faqs.map((faq) => faq.answer).join(" ")).toMatch(/10\svuotta/);
    expect(productContent.en.sign.faqs.map((faq) => faq.answer).join(" ")).toMatch(/10\syears/);
    expect(JSON.stringify(productContent.fi.invoicing)).toMatch(/9,90/);
    expect(JSON.stringify(productContent.en.invoicing)).toMatch(/9\.90/);
    for (const lang of languages) {
      expect(productContent[lang].crm.comingSoon).toBeTruthy();
      expect(productContent[lang].kyc.comingSoon).toBeTruthy();
    }
  });

  it("says coming soon once per button: the badge says it, the button texts do not", () => {
    const markers = /coming soon|tulossa|kommer snart|próximamente/i;
    for (const lang of languages)
      for (const id of comingSoonProducts) {
        const { freeStartText, exploreMoreText, ctaButtonText, comingSoon } = productContent[lang][id];
        expect(comingSoon, `${lang} ${id}`).toMatch(markers);
        for (const text of [freeStartText, exploreMoreText, ctaButtonText]) expect(text, `${lang} ${id}`).not.toMatch(markers);
      }
  });

  it("types no business fact by hand: prices and the trial length come from app/config/facts.ts", () => {
    const handTyped = /9[,.]90|1[,.]54|\b14(\s|-)?(päivä|day|dag|día)|\b(29|69)\s?€|€\s?(29|69)\b/iu;
    for (const [file, copy] of Object.entries(rawCopy)) expect(JSON.stringify(copy), file).not.toMatch(handTyped);
    expect(messages.fi.meta.home.description).toContain("9,90\u00a0€");
    expect(messages.en.meta.home.description).toContain("€9.90");
    expect(JSON.stringify(messages)).not.toMatch(/\{(trialDays|invoicingFromPrice|phonePrice|cleaningFromPrice)\}/);
  });

  it("fails with the file and field named on a wrong count or a missing field", () => {
    const broken = structuredClone(productContent.fi);
    broken.sign.features.pop();
    expect(() => validateProductCopy(broken, "fi.ts")).toThrow(/fi\.ts: field "sign\.features": must have exactly 6 features/);
    const missing = structuredClone(productContent.fi) as unknown as Record<string, Record<string, unknown>>;
    delete missing.erp!.tagline;
    expect(() => validateProductCopy(missing, "fi.ts")).toThrow(/field "erp\.tagline"/);
  });

  it("keeps every product's search title within the 60 characters search results show", () => {
    for (const lang of languages)
      for (const id of productIds) expect(productContent[lang][id].searchTitle.length, `${lang} ${id}`).toBeLessThanOrEqual(60);
    const long = structuredClone(productContent.en);
    long.sign.searchTitle = `Sign – ${"electronic signatures ".repeat(3)}| Nettilasku`;
    expect(() => validateProductCopy(long, "en.ts")).toThrow(/en\.ts: field "sign\.searchTitle": must be at most 60 characters/);
  });
});

describe("interface copy", () => {
  it.each(languages)("%s has exactly the Finnish keys and list lengths", (lang) => {
    expect(() => validateSameShape(fi, messages[lang], lang)).not.toThrow();
    expect(leaves(messages[lang]).map(([path]) => path)).toEqual(leaves(fi).map(([path]) => path));
  });

  it("names the field of a broken translation", () => {
    const broken = structuredClone(messages.en);
    broken.home.faq.items.pop();
    expect(() => validateSameShape(fi, broken, "en.ts")).toThrow(ContentError);
    expect(() => validateSameShape(fi, broken, "en.ts")).toThrow(/en\.ts: field "home\.faq\.items" must have 6 items/);
  });

  it("keeps the spec's Finnish copy and counts", () => {
    expect(fi.notFound.title).toBe("Oho, nyt eksyttiin!");
    expect(fi.notFound.text).toBe("Tämä sivu on kadonnut tai sitä ei ole koskaan ollutkaan.");
    expect(fi.blog.categories.all).toBe("Kaikki");
    expect(fi.blog.readMore).toBe("Lue lisää");
    expect(fi.blog.empty).toBe("Ei artikkeleita tässä kategoriassa vielä.");
    expect(fi.blog.tryProduct).toBe("Kokeile {brand}-tuotteita maksutta");
    expect(fi.home.features.items).toHaveLength(4);
    expect(fi.home.testimonials.items).toHaveLength(3);
    expect(fi.home.faq.items).toHaveLength(6);
  });

  it("does not repeat another language's text by accident", () => {
    // Strings that are legitimately the same across languages: names, brand, placeholders.
    const sameEverywhere =
      /^(error\.title|about\.team\.members\.\d+\.name|home\.testimonials\.items\.\d+\.name|about\.history\.events\.\d+\.year|blog\.title|blog\.categories\.erp|nav\.products|footer\.products)$/;
    for (const lang of languages) {
      if (lang === "fi") continue;
      const source = new Map(leaves(fi));
      const repeated = leaves(messages[lang]).filter(
        ([path, text]) => !sameEverywhere.test(path) && text.length > 3 && source.get(path) === text,
      );
      expect(repeated, `${lang} repeats Finnish text`).toEqual([]);
    }
  });
});

describe("facts in copy", () => {
  it("formats each fact for the copy's language, whole euros without cents", async () => {
    const { factValues } = await import("./facts-in-copy");
    expect(factValues("fi")).toMatchObject({ trialDays: "14", invoicingFromPrice: "9,90\u00a0€", cleaningFromPrice: "29\u00a0€" });
    expect(factValues("en")).toMatchObject({ invoicingFromPrice: "€9.90", cleaningFromPrice: "€29", phonePrice: "€1.54" });
  });
});
