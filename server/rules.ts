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

/** Headers sent with every response. The Content-Security-Policy is added by the quality-gate work. */
export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};
