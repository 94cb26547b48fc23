import { describe, expect, it } from "vitest";
import { productIds } from "~/config/products";
import { languages } from "~/i18n/languages";
import { uiSectionFile, uiSections } from "~/content/ui/schema";
import { type CmsField, cmsConfig } from "./config";

const config = cmsConfig();
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;
/** The field at a path of names, through objects and lists. */
const fieldAt = (fields: CmsField[], ...path: string[]): CmsField =>
  path.reduce<CmsField>(
    (found, name, index) => {
      const within = index === 0 ? fields : (found.fields ?? [found.field!]);
      const next = within.find((field) => field.name === name);
      if (!next) throw new Error(`no field ${path.slice(0, index + 1).join(".")}`);
      return next;
    },
    undefined as unknown as CmsField,
  );

describe("the editor's configuration", () => {
  it("edits every section file, product file, the landing pages and the articles, in every language, Finnish first", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: [...languages], default_locale: "fi" });
    expect(languages[0]).toBe("fi");
    expect(collection("ui").files!.map((file) => file.file)).toEqual(
      Object.keys(uiSections).map((section) => `app/content/ui/${uiSectionFile(section as keyof typeof uiSections)}`),
    );
    expect(collection("products").files!.map((file) => file.file)).toEqual(productIds.map((id) => `app/content/products/${id}.yaml`));
    expect(collection("landing")).toMatchObject({
      folder: "app/content/landing",
      format: "yaml",
      create: true,
      i18n: { structure: "single_file", locales: [...languages], default_locale: "fi" },
    });
    expect(collection("glossary").files!.map((file) => file.file)).toEqual(["app/content/glossary.yaml", "app/content/brand.yaml"]);
    expect(collection("blog")).toMatchObject({
      folder: "app/content/blog",
      format: "frontmatter",
      i18n: { structure: "multiple_folders" },
    });
  });

  it("requires what the schemas require and bounds lists as they do", () => {
    const sign = collection("products").files!.find((file) => file.name === "sign")!.fields;
    expect(fieldAt(sign, "tagline")).toEqual({ name: "tagline", label: "Tagline", widget: "string", i18n: true });
    expect(fieldAt(sign, "badge").required).toBe(false);
    expect(fieldAt(sign, "features")).toMatchObject({ widget: "list", min: 6, max: 6 });
    expect(fieldAt(sign, "faqs")).toMatchObject({ widget: "list", min: 3, max: 3 });
    expect(fieldAt(sign, "faqs", "answer")).toMatchObject({ widget: "text", i18n: true });
    expect(fieldAt(sign, "searchTitle").pattern).toEqual(["^[\\s\\S]{0,60}$", "must be at most 60 characters"]);
    const invoicing = collection("products").files!.find((file) => file.name === "invoicing")!.fields;
    expect(fieldAt(invoicing, "mockup", "customers")).toMatchObject({ widget: "list", min: 5, max: 5, field: { widget: "string" } });
    // A product's Finnish forms are named fields the editor shows, each optional.
    expect(fieldAt(invoicing, "forms", "partitive")).toMatchObject({ widget: "string", required: false, i18n: true });
    expect(fieldAt(collection("glossary").files![0]!.fields, "terms", "avoid")).toMatchObject({
      widget: "list",
      field: { widget: "string" },
    });
    const kyc = collection("products").files!.find((file) => file.name === "kyc")!.fields;
    expect(fieldAt(kyc, "comingSoon").required).toBeUndefined();

    const home = collection("ui").files!.find((file) => file.name === "home")!.fields;
    expect(fieldAt(home, "faq", "items")).toMatchObject({ min: 6, max: 6 });
    expect(fieldAt(home, "testimonials", "items")).toMatchObject({ min: 3, max: 3 });
  });

  it("composes a landing page from typed sections, each type with the schema's fields and hints", () => {
    const fields = collection("landing").fields!;
    // A language without an address is not published, so the address is optional; indexable is one switch for every language.
    expect(fieldAt(fields, "path")).toMatchObject({ widget: "string", required: false, i18n: true });
    expect(fieldAt(fields, "indexable")).toMatchObject({ widget: "boolean", i18n: "duplicate" });
    const sections = fieldAt(fields, "sections");
    expect(sections).toMatchObject({ widget: "list", typeKey: "type", min: 1 });
    expect(sections.types!.map((type) => type.name)).toEqual(["hero", "features", "proof", "plans", "testimonials", "faq", "cta"]);
    expect(sections.types!.map((type) => type.label)).toContain("Closing call to action");
    // Nothing is required inside an optional object (a hero's second button), what is required inside a required one is.
    const hero = sections.types!.find((each) => each.name === "hero")!.fields!;
    expect(fieldAt(hero, "secondary", "label").required).toBe(false);
    expect(fieldAt(hero, "primary", "label").required).toBeUndefined();
    const type = (name: string) => sections.types!.find((each) => each.name === name)!;
    for (const each of sections.types!) {
      expect(each.hint, each.name).toBeTruthy();
      expect(each.fields!.map((field) => field.name)).not.toContain("type");
    }
    expect(fieldAt(type("plans").fields!, "items", "id")).toMatchObject({
      widget: "select",
      options: ["startti", "kasvava", "enterprise"],
    });
    expect(fieldAt(type("plans").fields!, "items", "priceLabel").required).toBe(false);
    expect(fieldAt(type("proof").fields!, "items")).toMatchObject({ max: 4 });
    expect(fieldAt(type("features").fields!, "items", "scene")).toMatchObject({ widget: "select", required: false });
    expect(fieldAt(type("features").fields!, "items", "scene").options).toContain("invoicing/reminders");
  });

  it("keeps what identifies an article the same in every language", () => {
    const fields = collection("blog").fields!;
    expect(Object.fromEntries(fields.map((field) => [field.name, field.i18n]))).toEqual({
      id: "duplicate",
      title: true,
      slug: "duplicate",
      excerpt: true,
      category: "duplicate",
      publishedAt: "duplicate",
      readTime: "duplicate",
      imageUrl: "duplicate",
      imageAlt: true,
      // A translation is updated, signed (its author's role is translated) and drafted on its own.
      updatedAt: true,
      author: true,
      draft: true,
      body: true,
    });
    expect(fieldAt(fields, "category").options).toEqual(["laskutus", "taloushallinto", "allekirjoitus", "erp"]);
    expect(fieldAt(fields, "readTime")).toMatchObject({ widget: "number", value_type: "int" });
    expect(fieldAt(fields, "updatedAt")).toMatchObject({ widget: "datetime", required: false });
    expect(fieldAt(fields, "draft")).toMatchObject({ widget: "boolean", required: false });
    expect(fieldAt(fields, "author", "role")).toMatchObject({ widget: "string" });
    expect(fieldAt(fields, "slug").pattern?.[1]).toBe("must be lower-case words joined by hyphens");
  });
});
