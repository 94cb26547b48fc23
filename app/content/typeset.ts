/**
 * Typesetting applied to copy as it is loaded at build time: a number stays on the same
 * line as what follows it ("14 päivää", "9,90 €", "14-day") and as a short word before it
 * ("alkaen 9,90 €"), a range stays whole ("9–17") and so does a short note in brackets
 * ("(alv 0 %)"): no line ends with a bare number, a dangling hyphen or a dash. Copy files
 * stay plain text for the people who edit them.
 */
const rules: [pattern: RegExp, replacement: string | ((match: string) => string)][] = [
  [/(\d) (?=[\p{L}€%])/gu, "$1\u00a0"], // no-break space
  [/(\d)-(?=\p{L})/gu, "$1\u2011"], // non-breaking hyphen
  [/(\d)–(?=\d)/gu, "$1\u2060–\u2060"], // word joiners: browsers may break after a dash
  [/(^|[\s(])(\p{L}{1,6}) (?=€?\d)/gu, "$1$2\u00a0"], // a short word before a number: "alkaen 9,90 €", "from €9.90"
  [/\([^()]{1,12}\)/gu, (note: string) => note.replaceAll(" ", "\u00a0")], // a short note in brackets: "(alv 0 %)", "(excl. VAT)"
];

export function typesetText(text: string): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement as string), text);
}

/** Applies `change` to every string in a copy object, keeping its shape and types. */
export function mapStrings<T>(copy: T, change: (text: string) => string): T {
  if (typeof copy === "string") return change(copy) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => mapStrings(item, change)) as T;
  if (copy && typeof copy === "object")
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, mapStrings(value, change)])) as T;
  return copy;
}

/** Typesets every string in a copy object, keeping its shape and types. */
export function typeset<T>(copy: T): T {
  return mapStrings(copy, typesetText);
}
