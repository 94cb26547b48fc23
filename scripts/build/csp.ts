/**
 * Each page's Content-Security-Policy, written into the page as
 * `<meta http-equiv="Content-Security-Policy">`. Its script-src allows exactly the
 * inline scripts of that page, by hash: no 'unsafe-inline'. It lives in the page, not in
 * a header, because Cloudflare Pages reads at most 100 `_headers` rules of at most 2,000
 * characters, fewer than the site has pages; the directives a <meta> policy cannot carry
 * (frame-ancestors) are a header on every response (server/rules.ts).
 */
import { createHash } from "node:crypto";
import { parse } from "parse5";
import { attribute, childElements } from "./html-tree";

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
 * Puts the policy right after the page's `<meta charset>` (which must stay in the first 1,024
 * bytes), before any script it governs. The head is read as HTML (parse5), so the charset
 * declaration is found however it is written: any case, quoting, attribute order or element
 * before it. A page without one, with a script before it, or with a policy already, is refused.
 */
export function withPolicyMeta(html: string, policy: string): string {
  // Only the head is read: the policy goes there, and the body would only cost parsing time.
  const headEnd = html.search(/<\/head\s*>/i);
  const document = parse(headEnd === -1 ? html : html.slice(0, headEnd), { sourceCodeLocationInfo: true });
  const head = childElements(document)
    .flatMap(childElements)
    .find((element) => element.tagName === "head");
  const elements = head ? childElements(head) : [];
  const charsetIndex = elements.findIndex((element) => element.tagName === "meta" && attribute(element, "charset") !== undefined);
  const charset = elements[charsetIndex];
  if (!charset?.sourceCodeLocation) throw new Error("csp: the page has no <meta charset> in its <head>, after which its policy goes");
  if (elements.slice(0, charsetIndex).some((element) => element.tagName === "script"))
    throw new Error("csp: a <script> comes before <meta charset>, where the policy could not govern it");
  if (elements.some((element) => element.tagName === "meta" && /^content-security-policy$/i.test(attribute(element, "http-equiv") ?? "")))
    throw new Error("csp: the page has a Content-Security-Policy already");
  const at = charset.sourceCodeLocation.endOffset;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', "&quot;")}"/>`;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}
