/**
 * The accessibility statement: one Markdown file per language in app/content/accessibility/,
 * written to be corrected by a legal reviewer (its frontmatter `reviewNote` says what to
 * check before launch). Loaded and validated at build time; {brand}, {brand:genitive}, {site},
 * {email} and {updated} are filled from the site configuration and app/content/brand.yaml.
 */
import { z } from "zod";
import { site, siteUrl } from "../config/site";
import { formatDate, interpolate } from "../i18n/format";
import { type Language, perLanguage } from "../i18n/languages";
import { brandForms } from "./brand-forms.server";
import { readCollection } from "./collection.server";
import { fillBrandForms } from "./fill-facts";
import { ContentError, parseFrontmatter } from "./frontmatter";
import { markdownToHtml } from "./markdown";

export const statementFrontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(20).max(170),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD"),
  reviewNote: z.string().min(1),
});

type StatementFrontmatter = z.infer<typeof statementFrontmatterSchema>;

export interface Statement {
  title: string;
  description: string;
  html: string;
}

/** One language's statement from its validated frontmatter and Markdown body. */
function statementOf({
  file,
  data,
  body: markdown,
  lang,
}: {
  file: string;
  data: StatementFrontmatter;
  body: string;
  lang: Language;
}): Statement {
  const values = { brand: site.brand, site: new URL(siteUrl).host, email: site.email, updated: formatDate(data.updated, lang) };
  const [title, description, body] = [data.title, data.description, markdown].map((text) => {
    const filled = fillBrandForms(interpolate(text, values), lang, file, brandForms);
    const leftover = /\{[\w:]+\}/.exec(filled);
    if (leftover) throw new ContentError(`${file}: unknown placeholder ${leftover[0]}`);
    return filled;
  }) as [string, string, string];
  return { title, description, html: markdownToHtml(body) };
}

/** One statement file, as the build reads it. */
export function parseStatement(file: string, raw: string, lang: Language): Statement {
  return statementOf({ file, ...parseFrontmatter(file, raw, statementFrontmatterSchema), lang });
}

let cache: Record<Language, Statement> | undefined;

export function accessibilityStatements(): Record<Language, Statement> {
  if (!cache) {
    const statements = readCollection({
      format: "markdown",
      folder: "app/content/accessibility",
      layout: "file per language",
      frontmatter: statementFrontmatterSchema,
      item: statementOf,
    });
    // One file per language: its one statement.
    cache = perLanguage((lang) => statements[lang][0]!);
  }
  return cache;
}
