/**
 * The brand's inflected forms per language (app/content/brand.yaml), for `{brand:genitive}` in
 * copy; `{brand}` itself is the SITE_BRAND setting. A form that does not start with the brand
 * (less its last letter, which Finnish may change) fails the build: a renamed brand needs its
 * forms written again.
 */
import { site } from "../config/site";
import { type Language, languages } from "../i18n/languages";
import { z } from "zod";
import { readLanguageFile } from "./collection.server";
import { ContentError } from "./content-error";
import type { BrandForms } from "./fill-facts";
import { text } from "./schema";

/** One language's forms of the brand, as the editor edits them (the Glossary collection at /admin). */
export const brandFormsSchema = z.strictObject({
  /** "Nettilaskun" in Finnish, "Nettilaskus" in Swedish: {brand:genitive}. */
  genitive: text.optional(),
});

export function loadBrandForms(directory?: string, brand = site.brand): Record<Language, BrandForms> {
  const forms: Record<Language, BrandForms> = readLanguageFile("brand", brandFormsSchema, "app/content/brand-forms.server.ts", directory);
  const stem = brand.slice(0, -1);
  for (const lang of languages)
    for (const [form, value] of Object.entries(forms[lang]))
      if (value && !value.startsWith(stem))
        throw new ContentError(
          `app/content/brand.yaml: field "${lang}.${form}": "${value}" is not a form of the brand "${brand}": write its forms again`,
        );
  return forms;
}

export const brandForms = loadBrandForms();
