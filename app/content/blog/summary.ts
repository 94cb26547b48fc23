import type { BlogCategory } from "./categories";

/** An article without its body, as cards, lists and the article page show it. */
export interface ArticleSummary {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  publishedAt: string;
  readTime: number;
  imageUrl: string;
  imageAlt: string;
  path: string;
}
