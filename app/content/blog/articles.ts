/**
 * Blog articles: Markdown files with YAML frontmatter, one per article and language,
 * in `app/content/blog/{lang}/{slug}.md`. This module parses and validates one file;
 * a bad field fails the build with a message naming the file and the field. Build-time
 * only (it brings yaml and zod): components import from ./categories instead.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";

import { blogCategories } from "./categories";

const frontmatterSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  excerpt: z.string().min(1),
  category: z.enum(blogCategories),
  publishedAt: z.iso.date(),
  readTime: z.number().int().positive(),
  imageUrl: z.url({ protocol: /^https$/ }),
  imageAlt: z.string().min(1),
});

export type ArticleMeta = z.infer<typeof frontmatterSchema>;
export interface ArticleSource extends ArticleMeta {
  /** The article body in Markdown. */
  markdown: string;
}

/** Error naming the file and what is wrong with it. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** Parses one article file. Throws a ContentError naming the file and field on bad input. */
export function parseArticle(fileName: string, raw: string): ArticleSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new ContentError(`${fileName}: missing YAML frontmatter between --- lines`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ContentError(`${fileName}: frontmatter is not valid YAML (${(error as Error).message})`);
  }
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `field "${issue.path.join(".") || "(root)"}": ${issue.message}`);
    throw new ContentError(`${fileName}: ${problems.join("; ")}`);
  }
  const markdown = match[2]!.trim();
  if (!markdown) throw new ContentError(`${fileName}: the article body is empty`);
  const expectedSlug = fileName.split(/[\\/]/).pop()?.replace(/\.md$/, "");
  if (expectedSlug && result.data.slug !== expectedSlug) {
    throw new ContentError(`${fileName}: field "slug" is "${result.data.slug}" but the file is named "${expectedSlug}.md"`);
  }
  return { ...result.data, markdown };
}
