/**
 * The accessibility statement: one Markdown file per language in app/content/accessibility/,
 * written to be corrected by a legal reviewer (its frontmatter `reviewNote` says what to
 * check before launch). Loaded and validated at build time; {brand}, {site}, {email} and
 * {updated} are filled from the site configuration.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { site, siteUrl } from "../config/site";
import { formatDate, interpolate } from "../i18n/format";
import { type Language, languages } from "../i18n/languages";
import { ContentError, markdownToHtml, parseFrontmatter } from "./frontmatter";

export const statementFrontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(20).max(170),
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD"),
  reviewNote: z.string().min(1),
});

export interface Statement {
  title: string;
  description: string;
  html: string;
}

export function parseStatement(fileName: string, raw: string, lang: Language): Statement {
  const { data, body: markdown } = parseFrontmatter(fileName, raw, statementFrontmatterSchema);
  const { title, description, updated } = data;
  const body = interpolate(markdown, {
    brand: site.brand,
    site: new URL(siteUrl).host,
    email: site.email,
    updated: formatDate(updated, lang),
  });
  const leftover = /\{\w+\}/.exec(body);
  if (leftover) throw new ContentError(`${fileName}: unknown placeholder ${leftover[0]}`);
  return { title, description, html: markdownToHtml(body) };
}

let cache: Record<Language, Statement> | undefined;

export function accessibilityStatements(): Record<Language, Statement> {
  cache ??= Object.fromEntries(
    languages.map((lang) => {
      const file = resolve(`app/content/accessibility/${lang}.md`);
      return [lang, parseStatement(`app/content/accessibility/${lang}.md`, readFileSync(file, "utf8"), lang)];
    }),
  ) as Record<Language, Statement>;
  return cache;
}
