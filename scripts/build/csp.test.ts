import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from "./csp";

const policy = "default-src 'self'";
const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'"/>`;

describe("the policy's place in the page", () => {
  it("is right after React's <meta charSet>, the rest of the page unchanged", () => {
    const html = '<!DOCTYPE html><html lang="fi"><head><meta charSet="utf-8"/><title>T</title></head><body><h1>x</h1></body></html>';
    expect(withPolicyMeta(html, policy)).toBe(
      `<!DOCTYPE html><html lang="fi"><head><meta charSet="utf-8"/>${meta}<title>T</title></head><body><h1>x</h1></body></html>`,
    );
  });

  it.each([
    ['<head><meta charset="utf-8">', '<head><meta charset="utf-8">'],
    ["<HEAD><META CHARSET=UTF-8>", "<HEAD><META CHARSET=UTF-8>"],
    ["<head><meta data-x='1' charset='utf-8' >", "<head><meta data-x='1' charset='utf-8' >"],
    ['<head class="a"><title>T</title><meta name="description" content="a > b"><meta charset="utf-8"/>', '<meta charset="utf-8"/>'],
    ['<head><!-- <meta charset="latin1"> --><meta charset="utf-8">', '--><meta charset="utf-8">'],
    ['<html><meta charset="utf-8"><title>T</title>', '<meta charset="utf-8">'],
  ])("follows the charset declaration in %s", (head, before) => {
    const html = `<!DOCTYPE html>${head}<title>Page</title></head><body><p>x</p></body></html>`;
    const result = withPolicyMeta(html, policy);
    expect(result).toBe(html.replace(before, `${before}${meta}`));
  });

  it("escapes quotes in the policy", () => {
    expect(withPolicyMeta('<head><meta charset="utf-8"></head>', 'a "b"')).toContain('content="a &quot;b&quot;"/>');
  });

  it.each([
    ["no charset", "<head><title>T</title></head><body></body>", /no <meta charset> in its <head>/],
    ["a charset only in the body", '<head><title>T</title></head><body><meta charset="utf-8"></body>', /no <meta charset> in its <head>/],
    ["a script before the charset", '<head><script>go()</script><meta charset="utf-8"></head>', /<script> comes before <meta charset>/],
    ["a policy already", `<head><meta charset="utf-8">${meta}</head>`, /has a Content-Security-Policy already/],
  ])("refuses a page with %s", (_, html, error) => {
    expect(() => withPolicyMeta(html, policy)).toThrow(error);
  });
});

describe("the policy", () => {
  it("allows exactly the page's inline scripts by hash, and WebAssembly only where asked", () => {
    const hashes = inlineScriptHashes(["go()", "go()"]);
    expect(hashes[0]).toMatch(/^'sha256-[\w+/]+=*'$/);
    const page = contentSecurityPolicy(hashes, ["https://images.example"]);
    expect(page).toContain(`script-src 'self' ${hashes[0]}; `);
    expect(page.split("; ").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
    expect(page).toContain("img-src 'self' data: https://images.example");
    expect(contentSecurityPolicy(hashes, [], { webAssembly: true })).toContain("script-src 'self' 'wasm-unsafe-eval' ");
  });
});
