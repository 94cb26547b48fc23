/**
 * Path parsing, for what starts from a path rather than from a route (the server's rules, a test's
 * stand-in routes): the language of a path, and its canonical form. Pages know which page they are
 * from their route (./page-routes.ts), never from their path.
 */
import { type Language, defaultLanguage, isLanguage } from "../i18n/languages";

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

/** Percent-encodes a path for use in an href or an absolute URL (`ä` becomes `%C3%A4`). */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}
