import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productIds } from "~/config/products";
import { site } from "~/config/site";
import { type Language, languages } from "~/i18n/languages";
import { copyByLanguage } from "./copy-by-language";
import { ContentError } from "./frontmatter";
import { loadGlossary, variantPattern } from "./glossary";
import { fillProductNames } from "./product-names";
import { loadProductNames, productNames } from "./product-names.server";
import { productContent } from "./products.server";

describe("product names in copy", () => {
  it("refuses a name in running text that is not the product's own (copied from another product's file)", () => {
    const directory = mkdtempSync(join(tmpdir(), "product-names-"));
    try {
      cpSync("app/content/products", directory, { recursive: true });
      const file = join(directory, "crm.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace('inText: "{brand} CRM"', 'inText: "{brand} KYC"'));
      expect(() => loadProductNames(directory)).toThrow(
        /crm\.yaml: field "en\.inText": "\{brand\} KYC" does not contain the product's name "CRM"/,
      );
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it("fills the name as a sentence uses it, the bare name and an inflected form", () => {
    const names = {
      ...productNames,
      en: { ...productNames.en, invoicing: { name: "Invoicing", inText: "Nettilasku Invoicing", forms: {} } },
      fi: { ...productNames.fi, invoicing: { name: "Laskutus", inText: "Laskutus", forms: { partitive: "Laskutusta" } } },
    };
    expect(fillProductNames("{product:invoicing} sends reminders", "en", "test", names)).toBe("Nettilasku Invoicing sends reminders");
    expect(fillProductNames("{product:invoicing:name} and more", "en", "test", names)).toBe("Invoicing and more");
    expect(fillProductNames("Kokeile {product:invoicing:partitive}", "fi", "test", names)).toBe("Kokeile Laskutusta");
  });

  it("counts and lists the whole suite in each language's way, from the product list", () => {
    const names = languages.map((lang) => productIds.map((id) => productNames[lang][id].name));
    expect(fillProductNames("{products:count} palvelua", "fi", "test", productNames)).toBe(`${productIds.length} palvelua`);
    expect(fillProductNames("{products:names}.", "fi", "test", productNames)).toBe(
      `${names[0]!.slice(0, -1).join(", ")} ja ${names[0]!.at(-1)}.`,
    );
    expect(fillProductNames("{products:names}", "sv", "test", productNames)).toMatch(new RegExp(` och ${names[2]!.at(-1)}$`));
    expect(() => fillProductNames("{products:all}", "en", "ui/products-page.yaml", productNames)).toThrow(
      /ui\/products-page.yaml: \{products:all\} is not a placeholder/,
    );
  });

  it("never types the brand: copy writes {brand} or {brand:genitive}, so a renamed brand reaches every sentence", () => {
    const stem = site.brand.slice(0, -1);
    for (const lang of languages)
      expect(
        copyByLanguage(lang)
          .filter((copy) => copy.text.includes(stem))
          .map((copy) => copy.where),
        lang,
      ).toEqual([]);
  });

  it("fails the build on a placeholder for no product or a form the product file does not give", () => {
    expect(() => fillProductNames("{product:nosuchproduct}", "en", "ui/home.yaml", productNames)).toThrow(ContentError);
    expect(() => fillProductNames("{product:invoicing:ablative}", "fi", "ui/home.yaml", productNames)).toThrow(/no "ablative" form in fi/);
  });

  it("gives every page the filled names: no placeholder is left in any product's copy", () => {
    for (const lang of languages) expect(JSON.stringify(productContent[lang])).not.toMatch(/\{product:/);
  });

  it("names Offerly the same in every language", () => {
    for (const lang of languages) expect(productNames[lang].offerly.name).toBe("Offerly");
  });

  /**
   * A name typed into copy instead of its placeholder: the name as a sentence uses it when that
   * differs from the name ("Nettilasku Invoicing"), an inflected form ("Laskutusta"), or the name
   * capitalised in the middle of a sentence ("…with Laskutus"), where it can only be the
   * product. Acronyms (ERP, CRM, KYC) are also the generic terms, so only their sentence forms
   * are checked. The product files' own name fields are where the names live.
   */
  it.each(languages)("copy in %s names no product by hand", (lang) => {
    const patterns = productIds.flatMap((id) => {
      const { name, inText, forms } = productNames[lang][id];
      const variants = [...(inText !== name ? [inText] : []), ...Object.values(forms).filter((form) => form !== undefined)];
      const typed = variants.map((variant) => ({ variant, pattern: variantPattern(variant, true) }));
      if (!/^[A-Z]+$/.test(name))
        typed.push({ variant: name, pattern: new RegExp(`(?<=[\\p{Ll}\\p{N},;:] )${name}(?![\\p{L}\\p{N}])`, "u") });
      return typed;
    });
    const nameFields = /^(name|inText|forms(\..+)?)$/;
    const typedByHand = copyByLanguage(lang)
      .filter(({ where }) => !(where.includes("/products/") && nameFields.test(where.split(" ").at(-1)!.split(".").slice(1).join("."))))
      .flatMap(({ where, text }) => patterns.filter(({ pattern }) => pattern.test(text)).map(({ variant }) => `${where}: "${variant}"`));
    expect(typedByHand).toEqual([]);
  });
});

describe("glossary", () => {
  const glossary = loadGlossary();

  it.each(languages)("copy in %s uses none of the variants its glossary avoids", (lang) => {
    const avoided = glossary[lang].terms.flatMap((entry) =>
      entry.avoid.map((variant) => ({ variant, pattern: variantPattern(variant, entry.matchCase) })),
    );
    const found = copyByLanguage(lang).flatMap(({ where, text }) =>
      avoided.filter(({ pattern }) => pattern.test(text)).map(({ variant }) => `${where}: "${variant}"`),
    );
    expect(found).toEqual([]);
  });

  it("catches an avoided variant as a whole word only", () => {
    expect(variantPattern("bank ID", false).test("Sign in with your Bank ID.")).toBe(true);
    expect(variantPattern("Koppla", true).test("koppla ihop")).toBe(false);
    expect(variantPattern("ERP", false).test("ERP-järjestelmä")).toBe(true);
    expect(variantPattern("ERP", false).test("TERPS")).toBe(false);
  });
});

/**
 * Facts copy names by placeholder (a price, the trial length) say the same in every language:
 * each field of a translation names the facts its Finnish source names, and trial terms stand
 * on the same products. (Product names and the brand are left out: a translation may say "it".)
 */
describe("facts agree across languages", () => {
  /** The facts a string names: `{trialDays}`, `{invoicingFromPrice}`... */
  const facts = (text: string) =>
    [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].filter((name) => name !== "brand").sort();
  const byField = (lang: Language) =>
    new Map(
      copyByLanguage(lang).flatMap(({ where, text }) =>
        /\.yaml /.test(where) ? [[where.replace(` ${lang}.`, " "), facts(text)] as const] : [],
      ),
    );
  const finnish = byField("fi");

  it.each(languages.filter((lang) => lang !== "fi"))("each field in %s names the facts its Finnish source names", (lang) => {
    const differing = [...byField(lang)].flatMap(([field, facts]) => {
      const source = finnish.get(field);
      return source && source.join() !== facts.join()
        ? [`${field}: ${facts.join(" ") || "none"} (Finnish: ${source.join(" ") || "none"})`]
        : [];
    });
    expect(differing).toEqual([]);
  });

  it("states trial terms on the same products in every language", () => {
    const withTrial = (lang: Language) => productIds.filter((id) => productContent[lang][id].trialInfo !== undefined);
    for (const lang of languages) expect(withTrial(lang), lang).toEqual(withTrial("fi"));
  });
});
