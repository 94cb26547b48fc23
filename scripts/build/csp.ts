/**
 * Each page's Content-Security-Policy, written into the page as
 * `<meta http-equiv="Content-Security-Policy">`. Its script-src allows exactly the
 * inline scripts of that page, by hash: no 'unsafe-inline'. It lives in the page, not in
 * a header, because Cloudflare Pages reads at most 100 `_headers` rules of at most 2,000
 * characters, fewer than the site has pages; the directives a <meta> policy cannot carry
 * (frame-ancestors) are a header on every response (server/rules.ts).
 */
import { createHash } from "node:crypto";

/**
 * Hashes of the inline scripts a page executes, speculation rules included (the browser checks
 * them against script-src too); JSON-LD data blocks are not executed.
 */
export function inlineScriptHashes(inlineScripts: string[]): string[] {
  return inlineScripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
}

/** `webAssembly` lets the page compile WebAssembly ('wasm-unsafe-eval'): only the search page needs it. */
export function contentSecurityPolicy(scriptHashes: string[], imageOrigins: string[], { webAssembly = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${webAssembly ? " 'wasm-unsafe-eval'" : ""} ${[...new Set(scriptHashes)].join(" ")}`,
    // The product mock-ups size their chart bars with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins.join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Puts the policy right after `<meta charset>` (which must stay in the first 1,024 bytes),
 * before any script it governs.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const charset = /<head><meta charSet="utf-8"\/>/i.exec(html);
  if (!charset) throw new Error('csp: a built page does not start its <head> with <meta charSet="utf-8"/>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', "&quot;")}"/>`;
  return html.replace(charset[0], () => `${charset[0]}${meta}`);
}
