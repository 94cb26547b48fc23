/**
 * Blog articles: Markdown files with YAML frontmatter, one per article and language,
 * in `app/content/blog/{lang}/{slug}.md`. This module parses and validates one file;
 * a bad field fails the build with a message naming the file and the field. Build-time
 * only (it brings yaml and zod): components import from ./categories instead.
 */
import { z } from "zod";
import { ContentError, parseFrontmatter } from "../frontmatter";

import { blogCategories } from "./categories";

export const articleFrontmatterSchema = z.strictObject({
  id: z.string().min(1),
  // Search results show about 65 characters of a title; the blog's name follows it only where it fits (app/seo/head.ts).
  title: z.string().min(1).max(65, "must be at most 65 characters, so search results show it whole"),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  excerpt: z.string().min(1),
  category: z.enum(blogCategories),
  publishedAt: z.iso.date(),
  readTime: z.number().int().positive(),
  imageUrl: z.url({ protocol: /^https$/ }),
  imageAlt: z.string().min(1),
  /** Last substantial update, shown beside the publishing date and given to search engines as dateModified. */
  updatedAt: z.iso.date().optional(),
  /** Who wrote it; without one, the article is the organization's. */
  author: z.strictObject({ name: z.string().trim().min(1), role: z.string().trim().min(1) }).optional(),
  /** A draft is built by `npm run dev` and previewed in the editor, never by `npm run build`. */
  draft: z.boolean().optional(),
});

export type ArticleMeta = z.infer<typeof articleFrontmatterSchema>;
export interface ArticleSource extends ArticleMeta {
  /** The article body in Markdown. */
  markdown: string;
}

export { ContentError } from "../frontmatter";

/** Parses one article file. Throws a ContentError naming the file and field on bad input. */
export function parseArticle(fileName: string, raw: string): ArticleSource {
  return articleOf({ file: fileName, ...parseFrontmatter(fileName, raw, articleFrontmatterSchema) });
}

/** An article from its validated frontmatter and body: the checks that span fields, and the file's name. */
export function articleOf({ file: fileName, data, body }: { file: string; data: ArticleMeta; body: string }): ArticleSource {
  const markdown = body.trim();
  if (!markdown) throw new ContentError(`${fileName}: the article body is empty`);
  const expectedSlug = fileName.split(/[\\/]/).pop()?.replace(/\.md$/, "");
  if (expectedSlug && data.slug !== expectedSlug) {
    throw new ContentError(`${fileName}: field "slug" is "${data.slug}" but the file is named "${expectedSlug}.md"`);
  }
  if (data.updatedAt !== undefined && data.updatedAt < data.publishedAt) {
    throw new ContentError(`${fileName}: field "updatedAt" (${data.updatedAt}) is before "publishedAt" (${data.publishedAt})`);
  }
  return { ...data, markdown };
}
