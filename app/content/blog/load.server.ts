/**
 * Loads every blog article from disk at build time (prerender and config), validates it
 * and renders its Markdown body to HTML. An article is written in one language or several.
 * Articles are listed newest first (docs/requirements.md, "Blog").
 */
import { resolve } from "node:path";
import { type Language, languages, perLanguage } from "../../i18n/languages";
import { withFacts } from "../facts-in-copy.server";
import { markdownToHtml } from "../markdown";
import { readCollection } from "../collection.server";
import { type ArticleSource, articleFrontmatterSchema, articleOf, ContentError } from "./articles";

export interface Article extends Omit<ArticleSource, "markdown"> {
  /** Body rendered from Markdown at build time. */
  html: string;
}

const blogDirectory = resolve("app/content/blog");
/** Fields that describe the article itself and so must agree across its translations. */
const sharedFields = ["slug", "category", "publishedAt", "readTime", "imageUrl"] as const;

/**
 * Drafts are part of the site only where `BLOG_DRAFTS=1` is set (`npm run dev`, `npm run cms`);
 * `npm run build` never sets it, and the postbuild step fails if a draft's page is built.
 */
const draftsShown = () => process.env.BLOG_DRAFTS === "1";

/** The site's own blog folder, read once: every article, drafts included, and the published ones. */
let cache: { all: Record<Language, Article[]>; published: Record<Language, Article[]> } | undefined;

/**
 * Every article in every language it is written in, validated; throws a ContentError naming
 * the file on bad content. Drafts are left out unless `withDrafts`. The site's own folder is
 * read once per process, drafts and all, and each call takes its view of it.
 */
export function loadArticles(directory = blogDirectory, withDrafts = draftsShown()): Record<Language, Article[]> {
  const views = directory === blogDirectory ? (cache ??= viewsOf(readArticles(directory))) : viewsOf(readArticles(directory));
  return withDrafts ? views.all : views.published;
}

function viewsOf(all: Record<Language, Article[]>) {
  const published = perLanguage((lang) => all[lang].filter((article) => !article.draft));
  return { all, published };
}

function readArticles(directory: string): Record<Language, Article[]> {
  const files = readCollection(
    {
      format: "markdown",
      folder: "app/content/blog",
      layout: "folder per language",
      frontmatter: articleFrontmatterSchema,
      item: ({ lang, ...source }) => {
        const { markdown, ...meta } = withFacts(articleOf(source), lang);
        return { ...meta, html: markdownToHtml(markdown) };
      },
    },
    directory,
  );
  const byLanguage = perLanguage((lang) =>
    files[lang].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id)),
  );
  checkTranslations(byLanguage);
  return byLanguage;
}

/**
 * An article may be written in some languages only; its translations share an id, and agree on
 * slug, category, date, read time and image with the first language it is written in.
 */
function checkTranslations(byLanguage: Record<Language, Article[]>): void {
  const first = new Map<string, { lang: Language; article: Article }>();
  for (const lang of languages) {
    const ids = new Set(byLanguage[lang].map((article) => article.id));
    if (ids.size !== byLanguage[lang].length) throw new ContentError(`${lang}/: two articles share an id`);
    for (const translation of byLanguage[lang]) {
      const original = first.get(translation.id);
      if (!original) {
        first.set(translation.id, { lang, article: translation });
        continue;
      }
      for (const field of sharedFields) {
        if (translation[field] !== original.article[field]) {
          throw new ContentError(
            `${lang}/${translation.slug}.md: field "${field}" is "${translation[field]}" but the ${original.lang} translation says "${original.article[field]}"`,
          );
        }
      }
    }
  }
}
