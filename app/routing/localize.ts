/**
 * Path parsing and translation, all derived from the route table: which language and
 * page a path is, and the same page in another language (for the language menu).
 */
import { type Language, defaultLanguage, isLanguage, languages } from "../i18n/languages";
import { type PageKey, articlePath, pageKeys, pagePath, pageSegment } from "./route-table";

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

/**
 * The same page in another language, for the language menu. A page that does not exist
 * in the target language, or an unknown path, maps to the target language's home.
 */
export function localizePath(input: string, target: Language): string {
  const resolved = resolvePath(input);
  switch (resolved.kind) {
    case "page":
      return pagePath(resolved.page, target) ?? pagePath("home", target)!;
    case "article":
      return articlePath(target, resolved.category, resolved.slug);
    case "unknown":
      return pagePath("home", target)!;
  }
}

/** Percent-encodes a path for use in an href or an absolute URL (`ä` becomes `%C3%A4`). */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * The same page of the route table in every language it has a segment for, its own language
 * included. Articles and unknown paths have none here: which languages an article is written
 * in is content, known on the server (pageAlternates in ./alternates.server.ts, the one source
 * of hreflang, sitemap alternates and the language menu).
 */
export function alternatePaths(input: string): Partial<Record<Language, string>> {
  const resolved = resolvePath(input);
  if (resolved.kind !== "page") return {};
  return Object.fromEntries(
    languages.flatMap((lang) => {
      const path = pagePath(resolved.page, lang);
      return path === undefined ? [] : [[lang, path]];
    }),
  );
}
