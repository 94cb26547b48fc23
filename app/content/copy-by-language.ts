/**
 * Every piece of copy a language's pages are built from, as the files hold it (placeholders
 * unfilled): its part of each YAML file with the languages side by side (the interface, the
 * products, the landing pages in the languages they are written in), and its Markdown files (articles, the accessibility statement).
 * The content checks that read copy as a reader would (product names, the glossary, claims)
 * read it through this, so a check of one language never sees another's words.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import type { Language } from "../i18n/languages";

/** One string of copy and where it is ("app/content/ui/home.yaml en.hero.title"). */
export interface CopyText {
  file: string;
  where: string;
  text: string;
}

const contentDirectory = resolve("app/content");

/** YAML files whose top level is the languages. */
const byLanguageFolders = ["ui", "products", "landing"];
/** Markdown in a folder per language (blog/{lang}/*.md) or a file per language (accessibility/{lang}.md). */
const markdownFolders = ["blog", "accessibility"];

function strings(value: unknown, path: string[], file: string, into: CopyText[]): void {
  if (typeof value === "string") into.push({ file, where: `${file} ${path.join(".")}`, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, [...path, String(index)], file, into));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) strings(item, [...path, key], file, into);
}

/** The files of a folder: none when there is no folder (a language without articles yet, as git keeps no empty folder). */
function filesIn(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).map((file) => join(folder, file)) : [];
}

export function copyByLanguage(lang: Language, directory = contentDirectory): CopyText[] {
  const texts: CopyText[] = [];
  const name = (path: string) => `app/content/${relative(directory, path)}`;
  for (const folder of byLanguageFolders) {
    for (const path of filesIn(join(directory, folder))
      .filter((file) => file.endsWith(".yaml"))
      .sort()) {
      const data = parseYaml(readFileSync(path, "utf8")) as Record<string, unknown>;
      strings(data[lang], [lang], name(path), texts);
    }
  }
  for (const folder of markdownFolders) {
    const paths = folder === "blog" ? filesIn(join(directory, folder, lang)) : [join(directory, folder, `${lang}.md`)];
    for (const path of paths.filter((file) => file.endsWith(".md")).sort()) {
      readFileSync(path, "utf8")
        .split("\n")
        .forEach((line, index) => line.trim() && texts.push({ file: name(path), where: `${name(path)}:${index + 1}`, text: line }));
    }
  }
  return texts;
}
