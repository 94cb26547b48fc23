import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { comingSoonProducts, type ProductId, productIds } from "~/config/products";
import { type Language, languages } from "~/i18n/languages";
import { ContentError } from "./blog/articles";
import { checkSiteFile, isBusinessId } from "./site.server";
import { loadUiFiles, messages } from "./messages.server";
import { loadProducts, productContent } from "./products.server";
import { productFileSchema, validateSameShape } from "./schema";
import { parseContent } from "./frontmatter";

/** A product's copy file as it is on disk, before facts are filled in. */
function productFile(id: ProductId): Record<Language, Record<string, unknown>> {
  return parse(readFileSync(`app/content/products/${id}.yaml`, "utf8")) as Record<Language, Record<string, unknown>>;
}

/** Validates a product file's data as the build does. */
const checkProductFile = (id: ProductId, data: unknown) => () =>
  parseContent(`products/${id}.yaml`, stringify(data), productFileSchema(id));

/** The interface copy as its files hold it, before facts are filled in. */
const ui = loadUiFiles();
const fi = ui.fi;

/** Copy as its files hold it, before facts are filled in. */
const rawCopy = {
  ...Object.fromEntries(languages.map((lang) => [`ui/*.yaml (${lang})`, ui[lang]])),
  ...Object.fromEntries(productIds.map((id) => [`products/${id}.yaml`, productFile(id)])),
  ...Object.fromEntries(
    readdirSync("app/content/landing")
      .filter((name) => name.endsWith(".yaml"))
      .map((name) => [`landing/${name}`, parse(readFileSync(`app/content/landing/${name}`, "utf8")) as unknown]),
  ),
};

/** The object at a dotted path of parsed YAML, to edit in a test. */
const at = (data: unknown, path: string) =>
  (path ? path.split(".") : []).reduce((node, key) => (node as Record<string, unknown>)[key], data) as Record<string, unknown>;
/** The list at a dotted path of parsed YAML. */
const listAt = (data: unknown, path: string) => at(data, path) as unknown as unknown[];

/** Every string leaf of an object with its dotted path. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  return [];
}

describe("product copy", () => {
  it.each(productIds)("%s has every field, six features and three FAQs in each language", (id) => {
    expect(checkProductFile(id, productFile(id))).not.toThrow();
    for (const lang of languages) {
      expect(productContent[lang][id].features).toHaveLength(6);
      expect(productContent[lang][id].faqs).toHaveLength(3);
    }
  });

  // docs/requirements.md, "Business facts" and "Products".
  it("states the required facts, and marks CRM and KYC coming soon", () => {
    expect(productContent.fi.sign.faqs.map((faq) => faq.answer).join(" ")).toMatch(/10\svuotta/);
    expect(productContent.en.sign.faqs.map((faq) => faq.answer).join(" ")).toMatch(/10\syears/);
    expect(JSON.stringify(productContent.fi.invoicing)).toMatch(/9,90/);
    expect(JSON.stringify(productContent.en.invoicing)).toMatch(/9\.90/);
    for (const lang of languages) {
      expect(productContent[lang].crm.comingSoon).toBeTruthy();
      expect(productContent[lang].kyc.comingSoon).toBeTruthy();
    }
  });

  it("marks the same features as still to come in every language, and those only", () => {
    for (const id of productIds) {
      const upcoming = (lang: (typeof languages)[number]) => productContent[lang][id].features.map((feature) => feature.upcoming ?? false);
      for (const lang of languages) expect(upcoming(lang), `${id} ${lang}`).toEqual(upcoming("fi"));
    }
    // The two the copy calls "tulossa" today: invoicing's card-payment link and the signing templates.
    expect(productContent.fi.invoicing.features.filter((feature) => feature.upcoming).map((feature) => feature.title)).toEqual([
      expect.stringMatching(/tulossa/),
    ]);
    expect(productContent.fi.sign.features.filter((feature) => feature.upcoming)).toHaveLength(1);
  });

  it("gives a product that is not open a coming-soon label and no start wording; an open product all of it", () => {
    const markers = /coming (soon|later)|not yet|tulossa|kommer (snart|senare)|próximamente|en preparación|todavía no|aún no/i;
    for (const lang of languages)
      for (const id of productIds) {
        const { freeStartText, exploreMoreText, ctaButtonText, comingSoon } = productContent[lang][id];
        if (comingSoonProducts.includes(id)) {
          expect(comingSoon, `${lang} ${id}`).toMatch(markers);
          expect([freeStartText, exploreMoreText, ctaButtonText], `${lang} ${id}`).toEqual([undefined, undefined, undefined]);
        } else {
          for (const text of [freeStartText, exploreMoreText, ctaButtonText]) expect(text, `${lang} ${id}`).toBeTruthy();
        }
      }
    // The schema says so to the editor, naming the field.
    const crm = productFile("crm");
    crm.en.freeStartText = "Start for free";
    expect(checkProductFile("crm", crm)).toThrow(/en.*freeStartText.*not open yet/);
  });

  it("types no business fact by hand: prices and the trial length come from app/config/facts.ts", () => {
    const handTyped = /9[,.]90|1[,.]54|\b14(\s|-)?(päivä|day|dag|día)|\b(29|69)\s?€|€\s?(29|69)\b/iu;
    for (const [file, copy] of Object.entries(rawCopy)) expect(JSON.stringify(copy), file).not.toMatch(handTyped);
    expect(messages.fi.home.meta.description).toContain("9,90\u00a0€");
    expect(messages.en.home.meta.description).toContain("€9.90");
    expect(JSON.stringify(messages)).not.toMatch(/\{(trialDays|invoicingFromPrice|phonePrice|cleaningFromPrice)\}/);
  });

  it("fails with the file, language and field named on a wrong count, a missing or an unknown field", () => {
    const broken = productFile("sign");
    (broken.fi.features as unknown[]).pop();
    expect(checkProductFile("sign", broken)).toThrow(/products\/sign\.yaml: field "fi\.features": must have exactly 6 features/);
    const missing = productFile("erp");
    delete missing.sv.tagline;
    expect(checkProductFile("erp", missing)).toThrow(/products\/erp\.yaml: field "sv\.tagline"/);
    const unknown = productFile("crm");
    unknown.en.slogan = "Extra";
    expect(checkProductFile("crm", unknown)).toThrow(/products\/crm\.yaml: field "en".*slogan/);
    const noSpanish: Partial<Record<Language, unknown>> = productFile("kyc");
    delete noSpanish.es;
    expect(checkProductFile("kyc", noSpanish)).toThrow(/field "es"/);
  });

  it("checks the mock-up's labels and the coming-soon badge against the product's record", () => {
    const shortList = productFile("invoicing");
    (shortList.es.mockup as { customers: unknown[] }).customers.pop();
    expect(checkProductFile("invoicing", shortList)).toThrow(/field "es\.mockup\.customers/);
    const noBadge = productFile("crm");
    delete noBadge.fi.comingSoon;
    expect(checkProductFile("crm", noBadge)).toThrow(/field "fi\.comingSoon"/);
    // Each mock-up has its own labels: another product's are refused.
    const strayMockup = productFile("crm");
    strayMockup.fi.mockup = productFile("invoicing").fi.mockup;
    expect(checkProductFile("crm", strayMockup)).toThrow(/field "fi\.mockup/);
  });

  it("fails the build on a product without its copy file, or a file for no product", () => {
    const directory = mkdtempSync(join(tmpdir(), "products-"));
    try {
      cpSync("app/content/products", directory, { recursive: true });
      writeFileSync(join(directory, "nosuchproduct.yaml"), readFileSync(join(directory, "crm.yaml")));
      expect(() => loadProducts(directory)).toThrow(/products\/nosuchproduct\.yaml: no product "nosuchproduct"/);
      rmSync(join(directory, "nosuchproduct.yaml"));
      rmSync(join(directory, "kyc.yaml"));
      expect(() => loadProducts(directory)).toThrow(/products\/kyc\.yaml: missing/);
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it("keeps every product's search title within the 60 characters search results show", () => {
    for (const lang of languages)
      for (const id of productIds) expect(productContent[lang][id].searchTitle.length, `${lang} ${id}`).toBeLessThanOrEqual(60);
    const long = productFile("sign");
    long.en.searchTitle = `Sign – ${"electronic signatures ".repeat(3)}| Nettilasku`;
    expect(checkProductFile("sign", long)).toThrow(/sign\.yaml: field "en\.searchTitle": must be at most 60 characters/);
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

  /** The build's loader, to run on a copy of the section files that `change` edited (the copy is removed after). */
  function loadChanged(change: (directory: string, edit: (file: string, edit: (data: unknown) => void) => void) => void) {
    const directory = mkdtempSync(join(tmpdir(), "ui-"));
    try {
      cpSync("app/content/ui", directory, { recursive: true });
      change(directory, (file, edit) => {
        const data = parse(readFileSync(join(directory, file), "utf8")) as unknown;
        edit(data);
        writeFileSync(join(directory, file), stringify(data));
      });
    } catch (error) {
      rmSync(directory, { recursive: true });
      throw error;
    }
    return () => {
      try {
        return loadUiFiles(directory);
      } finally {
        rmSync(directory, { recursive: true });
      }
    };
  }

  it("fails the build naming the file, language and field of a missing, extra, empty or miscounted string", () => {
    expect(loadChanged(() => {})).not.toThrow();
    const cases: [string, (data: unknown) => void, RegExp][] = [
      ["home.yaml", (data) => delete at(data, "en.hero").title, /ui\/home\.yaml: field "en\.hero\.title"/],
      ["nav.yaml", (data) => (at(data, "sv").shop = "Butik"), /ui\/nav\.yaml: field "sv".*shop/],
      ["not-found.yaml", (data) => (at(data, "es").title = " "), /ui\/not-found\.yaml: field "es\.title": must not be empty/],
      ["home.yaml", (data) => listAt(data, "fi.faq.items").pop(), /ui\/home\.yaml: field "fi\.faq\.items": must have exactly 6 questions/],
      [
        "about.yaml",
        (data) => listAt(data, "sv.finland.items").pop(),
        /ui\/about\.yaml: field "sv\.finland\.items" must have \d+ items like the Finnish source/,
      ],
      ["footer.yaml", (data) => delete at(data, "").es, /ui\/footer\.yaml: field "es"/],
    ];
    for (const [file, edit, message] of cases)
      expect(
        loadChanged((_, change) => change(file, edit)),
        file,
      ).toThrow(message);
  });

  it("fails the build on a section without its file, or a file for no section", () => {
    expect(loadChanged((directory) => rmSync(join(directory, "pricing.yaml")))).toThrow(/ui\/pricing\.yaml: missing/);
    expect(loadChanged((directory) => writeFileSync(join(directory, "checkout.yaml"), "fi: {}\n"))).toThrow(
      /ui\/checkout\.yaml: no section "checkout" in app\/content\/ui\/schema\.ts/,
    );
  });

  it("keeps the Finnish copy and the counts docs/requirements.md gives", () => {
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
      /^(error\.title|about\.team\.members\.\d+\.name|home\.testimonials\.items\.\d+\.(name|company)|about\.history\.events\.\d+\.year|blog\.title|blog\.categories\.erp|nav\.products|footer\.products|pricing\.cleaning\.planNames\.enterprise)$/;
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
    const { factValues } = await import("./facts-in-copy.server");
    expect(factValues("fi")).toMatchObject({ trialDays: "14", invoicingFromPrice: "9,90\u00a0€", cleaningFromPrice: "29\u00a0€" });
    expect(factValues("en")).toMatchObject({ invoicingFromPrice: "€9.90", cleaningFromPrice: "€29", phonePrice: "€1.54" });
  });
});

describe("site configuration", () => {
  it("is valid as shipped, and the build names the field of a bad value", () => {
    expect(() => checkSiteFile()).not.toThrow();
    const directory = mkdtempSync(join(tmpdir(), "site-"));
    try {
      const data = JSON.parse(readFileSync("app/content/site.json", "utf8")) as { settings: Record<string, string> };
      data.settings.SITE_EMAIL = "not an address";
      data.settings.SITE_SIGN_APP_URL = "http://sign.nettilasku.fi";
      writeFileSync(join(directory, "site.json"), JSON.stringify(data));
      expect(() => checkSiteFile(join(directory, "site.json"))).toThrow(
        /site\.json: field "settings\.SITE_EMAIL": must be an e-mail address; field "settings\.SITE_SIGN_APP_URL": must be an https:\/\/ address/,
      );
    } finally {
      rmSync(directory, { recursive: true });
    }
  });

  it("takes a business ID only with its right check digit", () => {
    // Empty is the shipped value (nothing shown until the company has one); 0112038-9 and 1234567-1 carry their check digits.
    for (const id of ["0112038-9", "1234567-1"]) expect(isBusinessId(id), id).toBe(true);
    // A wrong check digit, no hyphen, too short, and a number whose remainder is 1 (never issued).
    for (const id of ["0112038-8", "01120389", "112038-9", "0000006-0", "0000006-1"]) expect(isBusinessId(id), id).toBe(false);
  });
});
