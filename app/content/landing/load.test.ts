import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { landingPlans, loadLandingPages } from "./load.server";
import { placeSections, publishedSections } from "./sections";
import type { LandingSection } from "./schema";

const cleaningFile = () => parse(readFileSync("app/content/landing/cleaning.yaml", "utf8")) as Record<string, Record<string, unknown>>;

/** A small page in English and Spanish: a hero with a product screen, features with a scene, a FAQ and a closing button. */
const founders = () => ({
  en: {
    path: "for-founders",
    indexable: false,
    title: "Invoicing for founders",
    description: "Send invoices in Finland.",
    menuLabel: "On this page",
    sections: [
      {
        type: "hero",
        title: "Invoices for Finland",
        subtitle: "Send e-invoices.",
        primary: { label: "Try it", to: "signup:invoicing" },
        secondary: { label: "Questions", to: "#faq" },
        screen: { product: "invoicing" },
      },
      {
        type: "features",
        title: "What you get",
        items: [{ title: "Reminders", description: "Sent for you.", scene: "invoicing/reminders" }],
      },
      { type: "faq", menu: "Questions", title: "Questions", items: [{ question: "Is it in English?", answer: "Yes." }] },
      { type: "cta", title: "Start", intro: "Today.", action: { label: "Try it", to: "signup:invoicing" } },
    ],
  },
});

/** Loads the given files, by name, from a folder of their own. */
function load(files: Record<string, unknown>) {
  const directory = mkdtempSync(join(tmpdir(), "landing-"));
  try {
    for (const [name, data] of Object.entries(files)) writeFileSync(join(directory, name), stringify(data));
    return loadLandingPages(directory);
  } finally {
    rmSync(directory, { recursive: true });
  }
}

/** `founders()` with its English copy changed by `edit`. */
function foundersWith(edit: (en: Record<string, unknown> & { sections: Record<string, unknown>[] }) => void) {
  const data = founders();
  edit(data.en);
  return () => load({ "founders.yaml": data });
}

describe("landing pages", () => {
  it("loads the cleaning page in Finnish only, each section with its anchor, facts filled in", () => {
    const [cleaning] = load({ "cleaning.yaml": cleaningFile() });
    expect(cleaning).toMatchObject({ id: "cleaning", file: "app/content/landing/cleaning.yaml", indexable: true });
    expect(Object.keys(cleaning!.copy)).toEqual(["fi"]);
    const fi = cleaning!.copy.fi!;
    expect(fi.path).toBe("/siivous-toiminnanohjaus");
    expect(fi.sections.map((section) => [section.type, section.anchor])).toEqual([
      ["hero", "hero"],
      ["proof", "proof"],
      ["features", "features"],
      ["plans", "pricing"],
      ["cta", "contact"],
    ]);
    expect(fi.title).toBe("Toiminnanohjaus siivousalalle – Nettilasku");
    expect(fi.description).toContain("29\u00a0€");
  });

  it("publishes a page in the languages that have an address, with its prefix, and no other", () => {
    const data = { ...founders(), fi: { path: "", indexable: false }, sv: { indexable: false } };
    const [page] = load({ "founders.yaml": data });
    expect(Object.keys(page!.copy)).toEqual(["en"]);
    expect(page!.copy.en!.path).toBe("/en/for-founders");
    expect(page!.indexable).toBe(false);
    expect(() => load({ "nowhere.yaml": { fi: { path: "", indexable: true } } })).toThrow(
      /app\/content\/landing\/nowhere\.yaml: no language has a path/,
    );
  });

  it("fails the build naming both files when an address is another page's", () => {
    const at = (path: string, lang = "en") => {
      const data = founders() as Record<string, Record<string, unknown>>;
      data[lang] = { ...data.en, path };
      if (lang !== "en") delete data.en;
      return () => load({ "founders.yaml": data });
    };
    expect(at("pricing")).toThrow(
      /founders\.yaml: en: the address \/en\/pricing is already app\/routing\/route-table\.ts \(page "pricing"\)'s/,
    );
    expect(at("laskutus", "fi")).toThrow(/the address \/laskutus is already app\/config\/products\.ts \(product "invoicing"\)'s/);
    expect(at("blog")).toThrow(/the address \/en\/blog is already app\/routing\/route-table\.ts \(the blog\)'s/);
    expect(at("admin", "fi")).toThrow(/the address \/admin is already/);
    const clash = { ...founders(), fi: { ...founders().en, path: "siivous-toiminnanohjaus" } };
    expect(() => load({ "cleaning.yaml": cleaningFile(), "other.yaml": clash })).toThrow(
      /other\.yaml: fi: the address \/siivous-toiminnanohjaus is already app\/content\/landing\/cleaning\.yaml's/,
    );
  });

  it("names the file, language and field of a section that cannot be drawn", () => {
    expect(() => load({ "founders.yaml": founders() })).not.toThrow();
    expect(foundersWith((en) => en.sections.reverse())).toThrow(/founders\.yaml: en: field "sections\.0": a page starts with its hero/);
    expect(foundersWith((en) => (en.sections[1]!.items = [{ title: "Reminders", description: "Sent." }]))).toThrow(
      /en: field "sections\.1\.items\.0": a feature needs a scene or an icon/,
    );
    expect(foundersWith((en) => (en.sections[1]!.items = [{ title: "R", description: "S", scene: "invoicing/none" }]))).toThrow(
      /founders\.yaml: field "en\.sections\.1\.items\.0\.scene"/,
    );
    expect(foundersWith((en) => ((en.sections[0]!.secondary as { to: string }).to = "#pricing"))).toThrow(
      /en: field "sections\.0": a button leads to #pricing, which no section of the page is/,
    );
    expect(foundersWith((en) => ((en.sections[0]!.primary as { to: string }).to = "signup:crm"))).toThrow(
      /field "en\.sections\.0\.primary\.to": must be signup:\{product\}/,
    );
    expect(foundersWith((en) => en.sections.push({ type: "video", title: "x" }))).toThrow(/field "en\.sections\.4\.type"/);
  });

  it("publishes figures once they have a source and testimonials once they are real, and no button leads to what it leaves out", () => {
    const proof = (...sources: string[]) =>
      ({ type: "proof", items: sources.map((source, index) => ({ value: `${index}`, label: "x", source })) }) as LandingSection;
    const quotes = (example: boolean) =>
      ({
        type: "testimonials",
        title: "Customers",
        example,
        items: [{ content: "Good.", name: "A B", role: "C", company: "D" }],
      }) as LandingSection;
    const faq = { type: "faq", title: "Questions", items: [{ question: "Q?", answer: "A." }] } as LandingSection;
    const shown = (sections: LandingSection[]) =>
      publishedSections(placeSections(sections)).map((section) =>
        section.type === "proof" ? section.items.map((item) => item.source) : section.type,
      );
    expect(shown([proof("to confirm", "to confirm"), quotes(true), faq])).toEqual(["faq"]);
    expect(shown([proof("to confirm", "Annual report 2026"), quotes(false), faq])).toEqual([["Annual report 2026"], "testimonials", "faq"]);
    const unconfirmedProof = { type: "proof", items: [{ value: "5", label: "x", source: "to confirm" }] };
    expect(
      foundersWith((en) => {
        en.sections.splice(1, 0, unconfirmedProof);
        (en.sections[0]!.secondary as { to: string }).to = "#proof";
      }),
    ).toThrow(/en: field "sections\.0": a button leads to #proof, which the page leaves out until its figures have a source/);
  });

  it("checks a plans section lists each plan of its set once", () => {
    const withPlans = (edit: (items: { id: string }[]) => void) => () => {
      const data = cleaningFile();
      const plans = (data.fi!.sections as { type: string; items: { id: string }[] }[]).find((section) => section.type === "plans")!;
      edit(plans.items);
      return load({ "cleaning.yaml": data });
    };
    expect(withPlans((items) => (items[1]!.id = "startti"))).toThrow(
      /cleaning\.yaml: fi: field "sections\.3\.items": lists each plan of "cleaning" once: startti, kasvava, enterprise/,
    );
    expect(withPlans((items) => (items[0]!.id = "premium"))).toThrow(/cleaning\.yaml: field "fi\.sections\.3\.items\.0\.id"/);
  });

  it("gives the pricing page a plan set from the page that shows it, and none once no page does", () => {
    const withCleaning = load({ "cleaning.yaml": cleaningFile(), "founders.yaml": founders() });
    expect(landingPlans("cleaning", withCleaning)).toMatchObject({ lang: "fi", path: "/siivous-toiminnanohjaus" });
    expect(landingPlans("cleaning", withCleaning)!.items.map((plan) => plan.id)).toEqual(["startti", "kasvava", "enterprise"]);
    expect(landingPlans("cleaning", load({ "founders.yaml": founders() }))).toBeUndefined();
  });

  it("keeps the same page in every language: the same sections, and one indexable switch", () => {
    const data = founders() as Record<string, Record<string, unknown>>;
    data.es = { ...data.en, path: "para-emprendedores" };
    expect(load({ "founders.yaml": data })[0]!.copy.es!.path).toBe("/es/para-emprendedores");
    data.es = { ...data.en, path: "para-emprendedores", sections: (data.en!.sections as unknown[]).filter((_, index) => index !== 1) };
    expect(() => load({ "founders.yaml": data })).toThrow(
      /es: field "sections": must be the same sections as in en \(hero, features, faq, cta\), not hero, faq, cta/,
    );
    data.es = { ...data.en, path: "para-emprendedores", indexable: true };
    expect(() => load({ "founders.yaml": data })).toThrow(/es: field "indexable": must be the same in every language/);
  });
});
