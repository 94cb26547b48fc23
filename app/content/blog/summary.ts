import type { ArticleMeta } from "./articles";
import type { BlogCategory } from "./categories";
import type { Language } from "~/i18n/languages";
import { articlePath } from "~/routing/route-table";

/** An article without its body, as cards, lists and the article page show it. */
export interface ArticleSummary {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  publishedAt: string;
  /** When the article was last revised, if it was. */
  updatedAt?: string;
  readTime: number;
  imageUrl: string;
  imageAlt: string;
  path: string;
}

/** An article without its body, for cards and lists: a loaded article's, or the one being written in the editor. */
export function summarize(article: ArticleMeta, lang: Language): ArticleSummary {
  const { id, title, excerpt, category, publishedAt, updatedAt, readTime, imageUrl, imageAlt, slug } = article;
  return {
    id,
    title,
    excerpt,
    category,
    publishedAt,
    ...(updatedAt ? { updatedAt } : {}),
    readTime,
    imageUrl,
    imageAlt,
    path: articlePath(lang, category, slug),
  };
}
