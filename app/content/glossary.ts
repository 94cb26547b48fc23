/**
 * The glossary of each language (app/content/glossary.yaml): one entry per concept, the term
 * the copy uses and the variants it does not. Writers and the editor's help text point to it;
 * the content test fails on an avoided variant in that language's copy (./copy-by-language.ts).
 */
import { z } from "zod";
import type { Language } from "../i18n/languages";
import { readLanguageFile } from "./collection.server";
import { text } from "./schema";

export const glossaryFile = "app/content/glossary.yaml";

const entrySchema = z.strictObject({
  /** What the term means, in English, so every language's entry for it can be found. */
  concept: text,
  /** The word or phrase the copy uses. */
  term: text,
  /** Variants the copy must not use; matched as whole words, ignoring case unless `matchCase` is set. */
  avoid: z.array(text).default([]),
  /** Match the variants' capitals too: "Koppla" the old name, not "koppla" the verb. */
  matchCase: z.boolean().default(false),
  /** Why, when it is not obvious. */
  note: text.optional(),
});
/** One language's glossary, as the editor edits it (a "Glossary" collection at /admin). */
export const glossarySchema = z.strictObject({
  /** How the language is written where no single word says it: its variety, its register, names kept in Finnish. */
  rules: z.array(text).default([]),
  terms: z.array(entrySchema),
});

/** Each language's glossary; a language's list is its own, not a translation of the Finnish one. */
export function loadGlossary(directory?: string): Record<Language, z.infer<typeof glossarySchema>> {
  return readLanguageFile("glossary", glossarySchema, "app/content/glossary.ts", directory);
}

/** A variant as a whole word or phrase: "bank ID" in "your bank ID." but not inside a longer word. */
export function variantPattern(variant: string, matchCase: boolean): RegExp {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, matchCase ? "u" : "iu");
}
