/**
 * The configuration of the content editor at /admin (Decap CMS, docs/cms.md), generated from the
 * same zod schemas the build validates content with: every collection, field, required field
 * and list length the editor enforces is the one the build enforces, never typed twice.
 */
import { z } from "zod";
import { productIds } from "../app/config/products";
import { statementFrontmatterSchema } from "../app/content/accessibility.server";
import { articleFrontmatterSchema } from "../app/content/blog/articles";
import { landingFolder } from "../app/content/landing/load.server";
import { landingLanguageSchema } from "../app/content/landing/schema";
import { siteFile, siteFileSchema } from "../app/content/site.server";
import { brandFormsSchema } from "../app/content/brand-forms.server";
import { glossaryFile, glossarySchema } from "../app/content/glossary";
import { productContent } from "../app/content/products.server";
import { productFileSchema } from "../app/content/schema";
import { type UiSection, uiSectionFile, uiSections } from "../app/content/ui/schema";
import { defaultLanguage, languages } from "../app/i18n/languages";

/** Where the editor talks to the content on a developer's or marketer's clone (`npm run cms`). */
const localBackendPort = Number(process.env.CMS_BACKEND_PORT ?? 8081);
/** The local backend's origin; the editor's security policy lets the page reach this one and no other on localhost. */
export const localBackendOrigin = `http://localhost:${localBackendPort}`;

/** A field of the editor, as Decap CMS reads it. */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "number" | "boolean" | "select" | "object" | "list" | "datetime";
  required?: boolean;
  hint?: string;
  i18n?: boolean | "duplicate";
  fields?: CmsField[];
  field?: CmsField;
  /** A list of typed items (a landing page's sections): each type with its own fields, the item's `type` naming it. */
  types?: (Omit<CmsField, "widget"> & { widget: "object" })[];
  typeKey?: string;
  summary?: string;
  options?: string[];
  min?: number;
  max?: number;
  pattern?: [string, string];
  value_type?: "int";
  collapsed?: boolean;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  default?: boolean;
}

/** The JSON Schema zod writes for a schema's input, the part this module reads. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  /** A discriminated union's variants, each with a `const` type. */
  oneOf?: JsonSchema[];
  const?: string;
  /** A section type's name in the editor (zod's `.meta({ title })`). */
  title?: string;
  default?: boolean;
  /** A tuple's items: a list of exactly that many. */
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: string[];
  description?: string;
  pattern?: string;
  maxLength?: number;
}

/** "ctaTitle" becomes "Cta title", "SITE_PHONE_E164" "Phone e164": the editor's label for a field. */
const label = (name: string) => {
  const words = name
    .replace(/^SITE_/, "")
    .replaceAll("_", " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Fields whose copy runs to sentences get a text area; the rest a single line. */
const longText = /description|text|answer|intro|subtitle|body|content|bio|excerpt|note/i;

/** The editor's field for one property of a JSON Schema. */
function fieldOf(name: string, schema: JsonSchema, required: boolean, i18n: CmsField["i18n"]): CmsField {
  const base = { name, label: label(name), ...(required ? {} : { required: false }), ...(i18n ? { i18n } : {}) };
  const hint = schema.description ? { hint: schema.description } : {};
  if (schema.enum) return { ...base, ...hint, widget: "select", options: schema.enum };
  switch (schema.type) {
    case "boolean":
      // A switch left untouched has no value, which Decap counts as missing: it starts at the schema's default.
      return { ...base, ...hint, widget: "boolean", default: schema.default ?? false };
    case "integer":
    case "number":
      return { ...base, ...hint, widget: "number", value_type: "int" };
    case "object":
      // Decap checks an optional object's required fields even while the object is left empty (a
      // landing page's hero without a second button): inside one, nothing is required in the
      // editor, and the build names a half-filled one's missing field.
      return { ...base, ...hint, widget: "object", collapsed: true, fields: fieldsOf(schema, i18n, !required) };
    case "array": {
      const tuple = schema.prefixItems;
      const items = tuple?.[0] ?? (schema.items || {});
      const min = tuple?.length ?? schema.minItems;
      const max = tuple?.length ?? schema.maxItems;
      const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      if (items.oneOf)
        return {
          ...base,
          ...hint,
          ...bounds,
          widget: "list",
          collapsed: true,
          typeKey: "type",
          types: items.oneOf.map((variant) => typeOf(variant, i18n)),
        };
      const list = items.type === "object" ? { fields: fieldsOf(items, i18n) } : { field: fieldOf(singular(name), items, true, i18n) };
      return { ...base, ...hint, ...bounds, widget: "list", collapsed: false, ...list };
    }
    case "string": {
      const pattern: { pattern?: [string, string] } = schema.pattern
        ? { pattern: [schema.pattern, "is not in the expected format"] }
        : schema.maxLength !== undefined
          ? { pattern: [`^[\\s\\S]{0,${schema.maxLength}}$`, `must be at most ${schema.maxLength} characters`] }
          : {};
      return { ...base, ...hint, ...pattern, widget: longText.test(name) ? "text" : "string" };
    }
    default:
      throw new Error(`cms: the field "${name}" has no editor widget for ${JSON.stringify(schema)}`);
  }
}

const singular = (name: string) => name.replace(/s$/, "");

/** One type of a typed list: its name from the variant's `type` constant, its hint from its description, its fields but the type. */
function typeOf(variant: JsonSchema, i18n: CmsField["i18n"]): NonNullable<CmsField["types"]>[number] {
  const name = variant.properties?.type?.const;
  if (!name) throw new Error(`cms: a typed list's item has no "type" constant: ${JSON.stringify(variant).slice(0, 120)}`);
  const { type: _named, ...properties } = variant.properties!;
  return {
    name,
    label: variant.title ?? label(name),
    widget: "object",
    ...(variant.description ? { hint: variant.description } : {}),
    summary: "{{fields.title}}{{fields.menu}}",
    collapsed: true,
    fields: fieldsOf({ ...variant, properties }, i18n),
  };
}

/** The editor's fields for an object schema, in the schema's order; none required inside an optional object. */
function fieldsOf(schema: JsonSchema, i18n: CmsField["i18n"], insideOptional = false): CmsField[] {
  const required = new Set(schema.required ?? []);
  return (
    Object.entries(schema.properties ?? {})
      // A field the schema forbids ({"not": {}}, e.g. a start button's wording on a product not open yet) has no place in the editor.
      .filter(([, property]) => !("not" in property && Object.keys(property).length === 1))
      .map(([name, property]) => fieldOf(name, property, !insideOptional && required.has(name), i18n))
  );
}

/** The editor's fields for a zod schema of one language's copy. */
function cmsFields(schema: z.ZodType, i18n: CmsField["i18n"] = false): CmsField[] {
  return fieldsOf(z.toJSONSchema(schema, { io: "input" }) as JsonSchema, i18n);
}

/** One language's fields of a file that holds the four languages side by side. */
const languageFields = (schema: z.ZodObject) => schema.shape[defaultLanguage] as z.ZodType;

/** The whole configuration, served as /admin/config.yml (JSON is YAML). */
export function cmsConfig() {
  const i18n = { structure: "single_file", locales: [...languages], default_locale: defaultLanguage };
  const uiFile = (section: UiSection) => ({
    name: section,
    label: label(section),
    file: `app/content/ui/${uiSectionFile(section)}`,
    i18n: true,
    fields: cmsFields(uiSections[section], true),
  });
  return {
    // On a clone, `npm run cms` runs the local backend and the editor uses it (localhost only).
    // Online, the editor commits to the repository named at build time (docs/cms.md).
    backend: {
      name: "github",
      repo: process.env.CMS_GITHUB_REPO ?? "owner/repository",
      branch: process.env.CMS_GITHUB_BRANCH ?? "main",
      // The OAuth proxy that signs editors in to GitHub.
      ...(process.env.CMS_AUTH_URL ? { base_url: process.env.CMS_AUTH_URL } : {}),
    },
    local_backend: { url: `${localBackendOrigin}/api/v1` },
    // Images come from the external stock-photo host by address; nothing is uploaded.
    media_folder: "public/uploads",
    public_folder: "/uploads",
    i18n,
    collections: [
      {
        name: "ui",
        label: "Page texts",
        description:
          "The interface text of every page, one file per page section, in the four languages side by side. Words and product names: see the Glossary.",
        i18n: true,
        files: (Object.keys(uiSections) as UiSection[]).map(uiFile),
      },
      {
        name: "products",
        label: "Products",
        description:
          "Each product's page: name (the one place it is typed; copy writes {product:invoicing}), tagline, six features, three questions, calls to action and the labels of its screen. Words: see the Glossary.",
        i18n: true,
        files: productIds.map((id) => ({
          name: id,
          label: productContent[defaultLanguage][id].name,
          file: `app/content/products/${id}.yaml`,
          i18n: true,
          fields: cmsFields(languageFields(productFileSchema(id)), true),
        })),
      },
      {
        name: "landing",
        label: "Landing pages",
        label_singular: "Landing page",
        description:
          "Industry and campaign pages, each composed from sections: add, order and remove them. A page is published in each language that has an address (path); leave a language's address empty to keep the page out of it. Ad-only pages: switch Indexable off.",
        folder: landingFolder,
        extension: "yaml",
        format: "yaml",
        create: true,
        slug: "{{fields.path}}",
        identifier_field: "title",
        summary: "{{title}} (/{{path}})",
        i18n: { structure: "single_file", locales: [...languages], default_locale: defaultLanguage },
        fields: cmsFields(landingLanguageSchema, true).map((field) =>
          field.name === "indexable" ? { ...field, i18n: "duplicate" as const } : field,
        ),
      },
      {
        name: "blog",
        label: "Blog articles",
        folder: "app/content/blog",
        extension: "md",
        format: "frontmatter",
        create: true,
        slug: "{{fields.slug}}",
        identifier_field: "title",
        summary: "{{title}} ({{publishedAt}})",
        i18n: { structure: "multiple_folders", locales: [...languages], default_locale: defaultLanguage },
        fields: [...blogFields(), { name: "body", label: "Body", widget: "markdown", i18n: true } satisfies CmsField],
      },
      {
        name: "glossary",
        label: "Glossary",
        description:
          "The words of each language: per concept, the term the copy uses and the variants it must not (the content test fails on them). Product names and the brand are not typed in copy: write {product:invoicing}, {product:invoicing:name} or a Finnish form such as {product:invoicing:partitive}, and {brand} or {brand:genitive}.",
        i18n: true,
        files: [
          { name: "glossary", label: "Glossary", file: glossaryFile, i18n: true, fields: cmsFields(glossarySchema, true) },
          // The brand's forms: copy writes {brand} and {brand:genitive}, never the name itself.
          { name: "brand", label: "Brand forms", file: "app/content/brand.yaml", i18n: true, fields: cmsFields(brandFormsSchema, true) },
        ],
      },
      {
        name: "site",
        label: "Site configuration",
        description:
          "Contact details, addresses, social links, every external host, and which content is still an example. A SITE_* build variable of the same name overrides a value.",
        files: [{ name: "site", label: "Site configuration", file: siteFile, fields: cmsFields(siteFileSchema) }],
      },
      {
        name: "accessibility",
        label: "Accessibility statement",
        description: "One statement per language (fi, en, sv, es). {brand}, {site}, {email} and {updated} are filled in by the build.",
        folder: "app/content/accessibility",
        extension: "md",
        format: "frontmatter",
        create: false,
        delete: false,
        identifier_field: "title",
        summary: "{{title}} ({{filename}})",
        fields: [...cmsFields(statementFrontmatterSchema), { name: "body", label: "Body", widget: "markdown" } satisfies CmsField],
      },
    ],
  };
}

/** The article's frontmatter: what identifies the article is the same in every language. */
function blogFields(): CmsField[] {
  const sameInEveryLanguage = new Set(["id", "slug", "category", "publishedAt", "readTime", "imageUrl"]);
  return cmsFields(articleFrontmatterSchema).map((field) => {
    const i18n = sameInEveryLanguage.has(field.name) ? ("duplicate" as const) : true;
    if (field.name === "publishedAt" || field.name === "updatedAt") {
      const { pattern: _dateChecked, ...date } = field;
      return { ...date, i18n, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
    }
    if (field.name === "slug") return { ...field, i18n, pattern: [field.pattern![0], "must be lower-case words joined by hyphens"] };
    return { ...field, i18n };
  });
}
