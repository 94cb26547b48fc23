/**
 * The serving rules as the own server reads them: the `_redirects` and `_headers` files
 * that the build writes for Cloudflare and Netlify (scripts/build/site-rules.ts). Reading the
 * very files a static host reads keeps the own server from drifting away from them.
 * This module runs in the server, so it imports nothing from the app.
 */

/** Headers sent with every response, on every engine. */
export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  // Browsers ignore HSTS on plain HTTP, so every engine can send it unconditionally.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  // What a <meta> policy cannot say. Each page's own policy, with the hashes of its
  // inline scripts, is a <meta http-equiv> in the page (docs/deploy.md explains why).
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
};

/** Hashed build assets never change; everything else revalidates (also Cloudflare's and Netlify's default). */
export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
} as const;

/** Folder of the hashed build assets. */
export const assetsPrefix = "/assets/";

/**
 * One line of `_redirects`: `from` is a decoded path, exact or ending in `/*` (everything
 * below that folder); `to` is percent-encoded. Status 200 serves `to` as it is (Cloudflare
 * applies rules before files, so an existing file under a `/*` rule needs one), 404 serves
 * `to` with status 404 where no file matched (Netlify; Cloudflare finds the same page as the
 * nearest `404.html` and skips these lines).
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: 200 | 301 | 302 | 404;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      const code = Number(status);
      if (!from || !to || ![200, 301, 302, 404].includes(code)) throw new Error(`_redirects: cannot read "${line}"`);
      return { from, to, status: code as RedirectRule["status"] };
    });
}

function matches(rule: RedirectRule, path: string): boolean {
  return rule.from.endsWith("/*") ? path.startsWith(rule.from.slice(0, -1)) : path === rule.from;
}

/** The rule that answers a decoded path before any file is looked up (a redirect or a 200), if any. */
export function ruleBeforeFiles(path: string, rules: RedirectRule[]): RedirectRule | undefined {
  return rules.find((rule) => rule.status !== 404 && matches(rule, path));
}

/** The 404 page for a decoded path that matched no rule and no file. */
export function notFoundPage(path: string, rules: RedirectRule[]): string | undefined {
  return rules.find((rule) => rule.status === 404 && matches(rule, path))?.to;
}

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

/** Headers that apply to a request path, later rules adding to earlier ones. */
export function headersFor(path: string, rules: HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    const matches = rule.pattern.endsWith("*") ? path.startsWith(rule.pattern.slice(0, -1)) : path === rule.pattern;
    if (matches) for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}
