import { describe, expect, it } from "vitest";
import { productIds } from "~/config/products";
import { languages } from "~/i18n/languages";
import { ContentError } from "./blog/articles";
import { messages } from "./messages.server";
import { productContent } from "./products.server";
import { validateProductCopy, validateSameShape } from "./schema";
import fi from "./ui/fi";

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
    // KYC says "coming soon" on its buttons explicitly in Swedish and Spanish (spec section 1).
    expect(productContent.sv.kyc.freeStartText.toLowerCase()).toContain("kommer snart");
    expect(productContent.es.kyc.freeStartText.toLowerCase()).toContain("próximamente");
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
    expect(fi.blog.tryProduct).toBe("Kokeile {product}-tuotteita maksutta");
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
