/**
 * Content files written as YAML (products), or as Markdown with YAML frontmatter (blog
 * articles, the accessibility statement): validated against a schema, and rendered, at build time.
 * A problem throws a ContentError naming the file and the field. Bodies become HTML in ./markdown.ts.
 */
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

import { ContentError } from "./content-error";

export { ContentError };

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
