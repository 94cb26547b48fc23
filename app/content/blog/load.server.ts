/**
 * Loads every blog article from disk at build time (prerender and config), validates it
 * and renders its Markdown body to HTML. Articles are listed newest first, which is the
 * spec's array order (2024-01-15, -12, -08, -05).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Language, languages } from "../../i18n/languages";
import { withFacts } from "../facts-in-copy";
import { markdownToHtml } from "../frontmatter";
import { type ArticleSource, ContentError, parseArticle } from "./articles";

export interface Article extends Omit<ArticleSource, "markdown"> {
  /** Body rendered from Markdown at build time. */
  html: string;
}

const blogDirectory = resolve("app/content/blog");
/** Fields that describe the article itself and so must agree across its translations. */
const sharedFields = ["slug", "category", "publishedAt", "readTime", "imageUrl"] as const;

let cache: Record<Language, Article[]> | undefined;

/** Every article in every language, validated; throws a ContentError naming the file on bad content. */
export function loadArticles(directory = blogDirectory): Record<Language, Article[]> {
  if (directory === blogDirectory && cache) return cache;
  const byLanguage = {} as Record<Language, Article[]>;
  for (const lang of languages) {
    const folder = join(directory, lang);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith(".md"))
      .sort();
    byLanguage[lang] = files
      .map((name) => withFacts(parseArticle(`${lang}/${name}`, readFileSync(join(folder, name), "utf8")), lang))
      .map(({ markdown: body, ...meta }) => ({ ...meta, html: markdownToHtml(body) }))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
  }
  checkTranslations(byLanguage);
  if (directory === blogDirectory) cache = byLanguage;
  return byLanguage;
}

/** Every article must exist in every language, with the same slug, category, date, read time and image. */
function checkTranslations(byLanguage: Record<Language, Article[]>): void {
  const source = byLanguage.fi;
  for (const lang of languages) {
    const ids = new Set(byLanguage[lang].map((article) => article.id));
    if (ids.size !== byLanguage[lang].length) throw new ContentError(`${lang}/: two articles share an id`);
    for (const original of source) {
      const translation = byLanguage[lang].find((article) => article.id === original.id);
      if (!translation) throw new ContentError(`${lang}/${original.slug}.md: missing translation of article ${original.id}`);
      for (const field of sharedFields) {
        if (translation[field] !== original[field]) {
          throw new ContentError(
            `${lang}/${translation.slug}.md: field "${field}" is "${translation[field]}" but the Finnish article says "${original[field]}"`,
          );
        }
      }
    }
    if (byLanguage[lang].length !== source.length) {
      throw new ContentError(`${lang}/: has ${byLanguage[lang].length} articles, Finnish has ${source.length}`);
    }
  }
}
