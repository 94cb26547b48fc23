/**
 * Every kind of content is read by this one helper: a collection says where its files are and
 * what each holds (a zod schema), and `readCollection` finds the files, validates each language
 * and fails the build on a problem, naming the file, the language and the field. Two formats:
 *
 * - YAML, one file per entry, the languages side by side (`fi:`, `en:` …): the interface copy
 *   (`ui/{section}.yaml`) and the products (`products/{id}.yaml`). Every translation has the
 *   Finnish source's fields and list lengths, and a file for no entry, or an entry without its
 *   file, fails the build. A collection in one language only (the cleaning page) holds that
 *   language's copy at the top level of its file.
 * - Markdown with YAML frontmatter, per language: one file per language (`accessibility/{lang}.md`)
 *   or a folder per language with any number of files (`blog/{lang}/*.md`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { z } from "zod";
import { type Language, languages as allLanguages, perLanguage } from "../i18n/languages";
import { ContentError, parseContent, parseFrontmatter } from "./frontmatter";
import { inEveryLanguage, validateSameShape } from "./schema";

export interface YamlCollection<Entry extends string, Schema extends z.ZodType, Lang extends Language = Language> {
  format: "yaml";
  /** The folder of its files, from the repository's root, as errors name them. */
  folder: string;
  /** Its entries, one file each, what they are ("product") and where they are listed, for errors. */
  entries: readonly Entry[];
  entryName: string;
  listedIn: string;
  /** An entry's file in the folder: `{entry}.yaml` unless given. */
  fileName?: (entry: Entry) => string;
  /** One language's copy of an entry. */
  schema: (entry: Entry) => Schema;
  /** The languages of each file, side by side; a single language, held at the file's top level. */
  languages?: readonly Lang[];
  /** The folder holds other content too: its other files are not this collection's. */
  sharedFolder?: boolean;
  /**
   * Whether each translation must have exactly the Finnish source's fields and list lengths
   * (yes unless said): the product files name products per language (Finnish `forms`, an
   * English `inText`), so only their schema binds them.
   */
  sameShapeAsFinnish?: boolean;
}

export interface MarkdownCollection<Schema extends z.ZodType, Item> {
  format: "markdown";
  folder: string;
  /** `{folder}/{lang}.md`, or any number of files in `{folder}/{lang}/`. */
  layout: "file per language" | "folder per language";
  frontmatter: Schema;
  /** Makes one file's item from its validated frontmatter and body; throws a ContentError naming `file`. */
  item: (source: { file: string; data: z.infer<Schema>; body: string; lang: Language }) => Item;
}

/** A YAML collection: each language's copy of each entry. */
export function readCollection<Entry extends string, Schema extends z.ZodType, Lang extends Language = Language>(
  collection: YamlCollection<Entry, Schema, Lang>,
  directory?: string,
): Record<Lang, Record<Entry, z.infer<Schema>>>;
/** A Markdown collection: each language's items, in file-name order. */
export function readCollection<Schema extends z.ZodType, Item>(
  collection: MarkdownCollection<Schema, Item>,
  directory?: string,
): Record<Language, Item[]>;
export function readCollection(
  collection: YamlCollection<string, z.ZodType> | MarkdownCollection<z.ZodType, unknown>,
  directory = resolve(collection.folder),
) {
  return collection.format === "yaml" ? readYaml(collection, directory) : readMarkdown(collection, directory);
}

function readYaml(collection: YamlCollection<string, z.ZodType>, directory: string) {
  const { folder, entries, entryName, listedIn, schema, languages = allLanguages } = collection;
  const fileName = collection.fileName ?? ((entry: string) => `${entry}.yaml`);
  const files = new Set(readdirSync(directory).filter((name) => name.endsWith(".yaml")));
  if (!collection.sharedFolder) {
    const known = new Set(entries.map(fileName));
    for (const name of files)
      if (!known.has(name)) throw new ContentError(`${folder}/${name}: no ${entryName} "${name.replace(/\.yaml$/, "")}" in ${listedIn}`);
  }
  const copy = perLanguage((): Record<string, unknown> => ({}));
  const single = languages.length === 1 ? languages[0] : undefined;
  for (const entry of entries) {
    const file = `${folder}/${fileName(entry)}`;
    if (!files.has(fileName(entry))) throw new ContentError(`${file}: missing: every ${entryName} in ${listedIn} needs its file`);
    const raw = readFileSync(join(directory, fileName(entry)), "utf8");
    if (single) {
      copy[single][entry] = parseContent(file, raw, schema(entry));
      continue;
    }
    const data = parseContent(file, raw, inEveryLanguage(schema(entry))) as Record<Language, unknown>;
    for (const lang of languages) {
      if (collection.sameShapeAsFinnish !== false) validateSameShape(data.fi, data[lang], file, [lang]);
      copy[lang][entry] = data[lang];
    }
  }
  return copy;
}

function readMarkdown(collection: MarkdownCollection<z.ZodType, unknown>, directory: string) {
  const { folder, layout, frontmatter, item } = collection;
  return Object.fromEntries(
    allLanguages.map((lang) => {
      const languageFolder = join(directory, lang);
      const names =
        layout === "file per language"
          ? [`${lang}.md`]
          : existsSync(languageFolder)
            ? readdirSync(languageFolder)
                .filter((name) => name.endsWith(".md"))
                .sort()
                .map((name) => `${lang}/${name}`)
            : [];
      const items = names.map((name) => {
        const file = `${folder}/${name}`;
        if (!existsSync(join(directory, name))) throw new ContentError(`${file}: missing: every language needs its file`);
        const { data, body } = parseFrontmatter(file, readFileSync(join(directory, name), "utf8"), frontmatter);
        return item({ file, data, body, lang });
      });
      return [lang, items];
    }),
  );
}

/**
 * One YAML file in app/content with the languages side by side, each with its own list or
 * fields (the glossary, the brand's forms): each language's part, checked against `schema`.
 */
export function readLanguageFile<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  listedIn: string,
  directory?: string,
): Record<Language, z.infer<Schema>> {
  const files = readCollection(
    {
      format: "yaml",
      folder: "app/content",
      entries: [name],
      entryName: "file",
      listedIn,
      schema: () => schema,
      sharedFolder: true,
      sameShapeAsFinnish: false,
    },
    directory,
  );
  return perLanguage((lang) => files[lang][name] as z.infer<Schema>);
}
