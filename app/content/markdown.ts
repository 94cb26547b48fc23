/** Markdown bodies (articles, the accessibility statement) as HTML, the same at build time and in the editor's previews. */
import { Marked } from "marked";

const markdown = new Marked({ gfm: true });

/** Renders a Markdown body to HTML. */
export function markdownToHtml(body: string): string {
  return markdown.parse(body, { async: false });
}
