import type { ArticleSummary } from "./summary";
import type { Language } from "~/i18n/languages";
import { articlePath } from "~/routing/route-table";
import { type Article, loadArticles } from "./load.server";

/** An article without its body, for cards and lists. */
export function summarize(article: Article, lang: Language): ArticleSummary {
  const { id, title, excerpt, category, publishedAt, readTime, imageUrl, imageAlt, slug } = article;
  return { id, title, excerpt, category, publishedAt, readTime, imageUrl, imageAlt, path: articlePath(lang, category, slug) };
}

export function articleSummaries(lang: Language): ArticleSummary[] {
  return loadArticles()[lang].map((article) => summarize(article, lang));
}
