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

export function cleanExcerpt(html: string): string {
  // Pagefind marks a word with the punctuation stuck to it ("<mark>laskusta,</mark>"): the mark is the word's alone.
  const text = html.trim().replace(/([.,;:!?"”»)]+)<\/mark>/g, "</mark>$1");
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
