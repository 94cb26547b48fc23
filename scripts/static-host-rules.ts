/**
 * The server's rules in the files static hosts and CDNs read (Netlify and Cloudflare
 * Pages format): `_headers` with security headers, caching and each page's
 * Content-Security-Policy, and `_redirects` with the canonical redirects, the blog
 * fallbacks and the 404 pages. The Node server reads the same `_headers` file.
 */
import { createHash } from "node:crypto";
import { loadArticles } from "../app/content/blog/load.server";
import { languages } from "../app/i18n/languages";
import { encodePath } from "../app/routing/localize";
import { languagePrefix, pagePath } from "../app/routing/route-table";
import { imageOrigins } from "../app/seo/blog-links";
import { securityHeaders } from "../server/rules";
import type { BuiltPage } from "./built-pages";

/** Hashes of the inline scripts a page executes (JSON-LD data blocks are not executed). */
export function inlineScriptHashes(document: Document): string[] {
  return [...document.querySelectorAll("script:not([src])")]
    .filter((script) => !/json/.test(script.getAttribute("type") ?? ""))
    .map(
      (script) =>
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64")}'`,
    );
}

export function contentSecurityPolicy(scriptHashes: string[], imageOrigins: string[]): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline' for scripts: each inline script the build emits is allowed by its hash.
    `script-src 'self' ${[...new Set(scriptHashes)].join(" ")}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function headersFile(pages: BuiltPage[]): string {
  const images = imageOrigins(Object.values(loadArticles()).flat());
  const common = { ...securityHeaders, "Strict-Transport-Security": "max-age=63072000; includeSubDomains" };
  const lines = [
    "/*",
    ...Object.entries(common).map(([name, value]) => `  ${name}: ${value}`),
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
  ];
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    lines.push(encodePath(page.path), `  Content-Security-Policy: ${contentSecurityPolicy(inlineScriptHashes(page.document), images)}`);
  }
  return `${lines.join("\n")}\n`;
}

export function redirectsFile(): string {
  const lines = ["/index.php  /  301", "/fi  /  301", "/fi/*  /:splat  301"];
  for (const lang of languages) lines.push(`${pagePath("blog", lang)}/*  ${pagePath("blog", lang)}  302`);
  // Most specific first: each language's 404 page, then the Finnish one for everything else.
  for (const lang of [...languages].reverse()) lines.push(`${languagePrefix(lang)}/*  ${languagePrefix(lang)}/404.html  404`);
  return `${lines.join("\n")}\n`;
}
