/**
 * Pagefind's excerpt is a window of words around the best match, cut wherever the count ends:
 * "blog E-invoicing for small businesses: how to…" begins inside one phrase and stops inside
 * another. This trims it to whole sentences around the match where the window holds a
 * sentence's start or end, and marks every cut that remains with an ellipsis, so a result
 * never reads as if its text began or ended there. The excerpt is Pagefind's escaped HTML with
 * the match in `<mark>`; only text outside the marks is cut.
 */
const ellipsis = "…";

/** A sentence ends with . ! or ? (optionally a closing quote or bracket) before a space. */
const sentenceEnd = /[.!?]["”»)]?\s+/g;

/**
 * Pagefind ends every block it reads with a full stop, so the items of a list run together as
 * sentences that start in lower case ("laskun päivämäärä. yksilöivä laskunumero"). A full stop
 * after a word of five letters or more, before a lower-case word, joins list items: it becomes a
 * comma. A shorter word before it may be an abbreviation ("esim. lasku", "e.g. an"), which keeps it.
 */
export function joinListItems(html: string): string {
  return html.replace(/(\p{L}{5,}(?:<\/mark>)?)\. (?=(?:<mark>)?\p{Ll})/gu, "$1, ");
}

export function cleanExcerpt(html: string): string {
  // Pagefind marks a word with the punctuation stuck to it ("<mark>laskusta,</mark>"): the mark is the word's alone.
  const text = joinListItems(html.trim().replace(/([.,;:!?"”»)]+)<\/mark>/g, "</mark>$1"));
  if (!text) return text;
  const firstMark = text.indexOf("<mark>");
  const lastMark = text.lastIndexOf("</mark>");
  const head = firstMark === -1 ? text.length : firstMark;
  const tail = lastMark === -1 ? 0 : lastMark + "</mark>".length;

  // The last sentence start before the first match, and the first sentence end after the last one.
  const before = [...text.slice(0, head).matchAll(sentenceEnd)].at(-1);
  const start = before ? before.index + before[0].length : 0;
  const after = [...text.slice(tail).matchAll(sentenceEnd)][0];
  const end = after ? tail + after.index + after[0].trimEnd().length : text.length;

  const body = text.slice(start, end).trim();
  const cutAtStart = start === 0 && !/^(<mark>)?[\p{Lu}\p{N}"“«(]/u.test(body);
  const cutAtEnd = end === text.length && !/[.!?:]["”»)]?$/.test(body);
  // A cut text loses the comma or dash it was cut after; an uncut one keeps its own last mark.
  return `${cutAtStart ? `${ellipsis} ` : ""}${cutAtEnd ? `${body.replace(/[,;:–-]$/, "")} ${ellipsis}` : body}`;
}

/** Text as Pagefind writes it into an excerpt: HTML-escaped. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * An excerpt without the page's title at its start. Pagefind reads a page from its heading on, so
 * a match near the top gives an excerpt that begins with the title the result already shows
 * above it ("E-invoicing for small businesses: how to get started. What is an e-invoice…"). The
 * title may hold matches in `<mark>`; an excerpt that is only the title is kept.
 */
export function withoutTitle(html: string, title: string): string {
  const wanted = escaped(title.trim());
  if (!wanted) return html;
  const mark = /<\/?mark>/y;
  let at = 0;
  let seen = 0;
  while (seen < wanted.length && at < html.length) {
    mark.lastIndex = at;
    if (mark.test(html)) {
      at = mark.lastIndex;
      continue;
    }
    if (html[at] !== wanted[seen]) return html;
    at++;
    seen++;
  }
  if (seen < wanted.length) return html;
  // What follows the title: a mark it closes, then the full stop Pagefind adds after a heading.
  const after = html.slice(at);
  const rest = after.replace(/^(<\/mark>)?[.:!?]?\s+/, "");
  return rest === after || !rest.trim() ? html : rest;
}

/**
 * An excerpt without a section heading at its end. Pagefind runs a heading into the text around it
 * with a full stop, so a passage may end on the next section's title ("… who approved it and when.
 * Invoicing hours."), which reads as a broken sentence. The heading goes when the passage keeps a
 * match without it. `headings` are the page's section titles, as Pagefind's sub-results name them.
 */
export function withoutTrailingHeading(html: string, headings: readonly string[]): string {
  const ends = [...html.matchAll(sentenceEnd)];
  const last = ends.at(-1);
  if (!last) return html;
  const rest = html.slice(0, last.index + last[0].trimEnd().length);
  const final = html.slice(last.index + last[0].length);
  const finalText = final.replace(/<\/?mark>/g, "").replace(/[.!?…\s]+$/, "");
  const isHeading = headings.some((heading) => heading.trim() && escaped(heading.trim()) === finalText);
  return isHeading && rest.includes("<mark>") ? rest : html;
}
