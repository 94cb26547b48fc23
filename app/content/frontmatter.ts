/**
 * Content files written as YAML (products), or as Markdown with YAML frontmatter (blog
 * articles, the accessibility statement): validated against a schema, and rendered, at build time.
 * A problem throws a ContentError naming the file and the field.
 */
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** Error naming the file and what is wrong with it. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** The frontmatter, validated by `schema`, and the Markdown body after it. */
export function parseFrontmatter<Schema extends z.ZodType>(
  fileName: string,
  raw: string,
  schema: Schema,
): { data: z.infer<Schema>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(raw);
  if (!match) throw new ContentError(`${fileName}: missing YAML frontmatter between --- lines`);
  return { data: parseContent(fileName, match[1]!, schema), body: match[2]! };
}

/** A YAML document validated by `schema`; a ContentError names the file and every bad field. */
export function parseContent<Schema extends z.ZodType>(fileName: string, yaml: string, schema: Schema): z.infer<Schema> {
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    throw new ContentError(`${fileName}: not valid YAML (${(error as Error).message})`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `field "${issue.path.join(".") || "(root)"}": ${issue.message}`);
    throw new ContentError(`${fileName}: ${problems.join("; ")}`);
  }
  return result.data;
}

const markdown = new Marked({ gfm: true });

/** Renders a Markdown body to HTML. */
export function markdownToHtml(body: string): string {
  return markdown.parse(body, { async: false });
}
