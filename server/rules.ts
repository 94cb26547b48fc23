/**
 * The site's server rules in one place, shared by the Node server and by the files
 * generated for static hosts.
 */

/**
 * The canonical form of a request path, or undefined when it already is canonical
 * (design.md section 2): no trailing slash, no `/fi` prefix (Finnish is unprefixed),
 * and `/index.php` is the home page. Works on the raw (still encoded) path.
 */
export function canonicalRedirect(rawPath: string): string | undefined {
  let path = rawPath.replace(/\/{2,}/g, "/");
  if (/^\/index\.php$/i.test(path)) path = "/";
  if (path === "/fi" || path.startsWith("/fi/")) path = path.slice(3) || "/";
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  return path === rawPath ? undefined : path;
}

/**
 * Where a request for a missing page under a blog list goes: unknown categories and
 * slugs (`/en/blog/x/y`, `/blog/x`) lead to that language's blog list (spec section 8).
 * `languagePrefixes` are the path prefixes of the non-default languages.
 */
export function blogFallback(pathname: string, languagePrefixes: readonly string[]): string | undefined {
  const match = /^(\/[^/]+)?\/blog\/./.exec(pathname);
  if (!match) return undefined;
  const prefix = match[1] ?? "";
  if (prefix && !languagePrefixes.includes(prefix.slice(1))) return undefined;
  return `${prefix}/blog`;
}

/**
 * Headers sent with every response. Each page's Content-Security-Policy comes from the
 * build's `_headers` file; Strict-Transport-Security is added there and, by the Node
 * server, only on HTTPS requests.
 */
export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/** One block of a `_headers` file: a path pattern (exact, or ending in `*`) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Parses the `_headers` format: an unindented path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(":");
      if (colon > 0 && rules.length > 0) rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Headers that apply to a percent-encoded request path, later rules adding to earlier ones. */
export function headersFor(path: string, rules: HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    const matches = rule.pattern.endsWith("*") ? path.startsWith(rule.pattern.slice(0, -1)) : path === rule.pattern;
    if (matches) for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}
