/**
 * Path parsing, derived from the route table: which language and page a path is, for what
 * starts from a path rather than from a route (the sitemap's paths, the server's rules). A
 * page's loader, layout and head know their page from its route (./page-routes.ts).
 */
import { type Language, defaultLanguage, isLanguage } from "../i18n/languages";
import { type PageKey, pageKeys, pageSegment } from "./route-table";

/** What a path points at. */
export type ResolvedPath =
  | { kind: "page"; lang: Language; page: PageKey }
  | { kind: "article"; lang: Language; category: string; slug: string }
  | { kind: "unknown"; lang: Language };

/**
 * Splits off everything but the path (query, hash), decodes percent-encoding
 * (invalid sequences are kept as they are) and drops trailing slashes.
 */
export function normalizePath(input: string): string {
  let path = input.split(/[?#]/, 1)[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed sequence such as "%E4" cannot be a page of ours; keep the raw text.
  }
  path = path.normalize("NFC");
  if (!path.startsWith("/")) path = `/${path}`;
  path = path.replace(/\/+/g, "/");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/** Language of a path from its first segment; no known prefix means Finnish. */
export function languageOfPath(input: string): Language {
  const first = normalizePath(input).split("/")[1];
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage;
}

/** Reverse lookup: the page key whose segment in `lang` is `segment`. */
export function pageForSegment(segment: string, lang: Language): PageKey | undefined {
  return pageKeys.find((page) => pageSegment(page, lang) === segment);
}

/** Resolves a path (encoded or not, with or without query, hash or trailing slash). */
export function resolvePath(input: string): ResolvedPath {
  const lang = languageOfPath(input);
  const parts = normalizePath(input).split("/").filter(Boolean);
  const rest = lang === defaultLanguage ? parts : parts.slice(1);
  if (rest.length <= 1) {
    const page = pageForSegment(rest[0] ?? "", lang);
    if (page) return { kind: "page", lang, page };
  }
  if (rest.length === 3 && rest[0] === "blog") {
    return { kind: "article", lang, category: rest[1]!, slug: rest[2]! };
  }
  return { kind: "unknown", lang };
}

/** Percent-encodes a path for use in an href or an absolute URL (`ä` becomes `%C3%A4`). */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}
