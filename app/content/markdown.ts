/** Markdown bodies (articles, the accessibility statement) as HTML, the same at build time and in the editor's previews. */
import { Marked } from "marked";

const markdown = new Marked({ gfm: true });

/**
 * Renders a Markdown body to HTML. Each section heading (h2) and subsection heading (h3) gets an id
 * made from its words, unique on the page, so a page can link to its sections (an article's
 * contents), a reader can share one, and the site search knows them as headings (Pagefind names a
 * page's parts by their headings with ids, and app/search/excerpt.ts keeps them off a passage's end).
 */
export function markdownToHtml(body: string): string {
  const taken = new Set<string>();
  return markdown.parse(body, { async: false }).replace(/<(h[23])>(.*?)<\/\1>/g, (_, tag: string, inner: string) => {
    const base = sectionId(inner);
    let id = base;
    for (let count = 2; taken.has(id); count++) id = `${base}-${count}`;
    taken.add(id);
    return `<${tag} id="${id}">${inner}</${tag}>`;
  });
}

/** "Mikä verkkolasku on?" → "mika-verkkolasku-on": letters without their accents, words joined by hyphens. */
function sectionId(headingHtml: string): string {
  const words = headingHtml
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return words || "section";
}

/** The sections of a body rendered by `markdownToHtml`, in order: each heading's id and its inline HTML. */
export function sectionsOf(html: string): { id: string; html: string }[] {
  return [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)].map(([, id, inner]) => ({ id: id!, html: inner! }));
}
