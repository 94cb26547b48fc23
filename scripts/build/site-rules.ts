/**
 * The serving rules of the site, in one place, and their three renderings:
 * `_redirects` and `_headers` (Cloudflare Pages and Netlify read them; the own server
 * reads them too, see server/rules.ts) and an nginx include. docs/deploy.md explains the
 * file layout and why each engine ends up answering every URL the same way.
 *
 * The rules, all derived from the route table and the built files:
 * - every page answers 200 at its canonical path, from `{path}.html` (the root from
 *   `index.html`);
 * - its twins answer 301 to it: a trailing slash, `.html`, a `/fi` prefix, `/index.php`.
 *   Each twin is an exact path: no pattern rule ever builds a Location from the request,
 *   so no redirect can leave the site;
 * - anything else under a language's blog list goes there (302, the query kept);
 * - the content editor answers at `/admin` (its twins 301 there), never indexed;
 * - anything else is that language's 404 page with status 404.
 */
import { defaultLanguage, languages } from "../../app/i18n/languages";
import { encodePath, languageOfPath } from "../../app/routing/localize";
import { languagePrefix, pagePath } from "../../app/routing/route-table";
import { adminPath } from "../../cms/admin-path";
import { assetsPrefix, cacheControl, securityHeaders } from "../../server/rules";

export interface Redirect {
  /** Decoded request path, exact. */
  from: string;
  /** Decoded canonical path. */
  to: string;
}

export interface Fallback {
  /** Decoded folder path ending in `/`: the rule covers what is below it. */
  prefix: string;
  to: string;
  /** Built files below the folder, as request paths: they are served, never redirected. */
  keep: string[];
}

export interface SiteRules {
  redirects: Redirect[];
  fallbacks: Fallback[];
  /** The 404 page for each folder, most specific first; the last one covers `/`. */
  notFound: { prefix: string; page: string }[];
  /** Response headers per path pattern (exact, or ending in `*`). */
  headers: { pattern: string; values: Record<string, string> }[];
}

/** The request path a built file answers: `en/about.html` is `/en/about`, `index.html` is `/`. */
export function requestPathOf(file: string): string {
  const path = `/${file}`;
  if (path === "/index.html") return "/";
  return path.endsWith(".html") && !path.endsWith("/404.html") ? path.slice(0, -".html".length) : path;
}

/** The file that answers a page's canonical path. */
export function fileOfPage(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/**
 * Derives the rules from the site's page paths (canonical, decoded) and its built files
 * (paths relative to the build folder, precompressed twins left out).
 */
export function siteRules(pagePaths: string[], files: string[]): SiteRules {
  const redirects: Redirect[] = [
    { from: "/index.php", to: "/" },
    { from: "/index.html", to: "/" },
  ];
  for (const path of pagePaths) {
    if (path !== "/") redirects.push({ from: `${path}/`, to: path }, { from: `${path}.html`, to: path });
    // The default language has no prefix; with one, its pages are twins.
    if (languageOfPath(path) === defaultLanguage) {
      const prefixed = `/${defaultLanguage}${path === "/" ? "" : path}`;
      redirects.push({ from: prefixed, to: path }, { from: `${prefixed}/`, to: path });
    }
  }
  const requestPaths = files.map(requestPathOf);
  const hasEditor = requestPaths.includes(adminPath);
  if (hasEditor) redirects.push({ from: `${adminPath}/`, to: adminPath }, { from: `${adminPath}.html`, to: adminPath });
  const fallbacks = languages.map((lang) => {
    const blog = pagePath("blog", lang)!;
    const prefix = `${blog}/`;
    return { prefix, to: blog, keep: requestPaths.filter((path) => path.startsWith(prefix)).sort() };
  });
  const notFound = [...languages]
    .sort((a, b) => languagePrefix(b).length - languagePrefix(a).length)
    .map((lang) => ({ prefix: `${languagePrefix(lang)}/`, page: `${languagePrefix(lang)}/404.html` }));
  return {
    redirects,
    fallbacks,
    notFound,
    headers: [
      { pattern: "/*", values: securityHeaders },
      { pattern: `${assetsPrefix}*`, values: { "Cache-Control": cacheControl.immutable } },
      // The editor has its own policy in its page (cms/admin.ts); search engines stay out.
      ...(hasEditor ? [adminPath, `${adminPath}/*`].map((pattern) => ({ pattern, values: { "X-Robots-Tag": "noindex, nofollow" } })) : []),
    ],
  };
}

/**
 * `_redirects` for Cloudflare Pages and Netlify. Cloudflare applies these lines before
 * looking for a file, so each built file below a fallback folder gets a 200 line of its
 * own; Netlify lets files win anyway. Cloudflare skips the 404 lines (it serves the
 * nearest `404.html`, the same page); Netlify needs them.
 */
export function redirectsFile(rules: SiteRules): string {
  const line = (from: string, to: string, status: number) => `${from}  ${encodePath(to)}  ${status}`;
  return `${[
    ...rules.redirects.map((redirect) => line(redirect.from, redirect.to, 301)),
    // Cloudflare reads exact lines faster when they all come before the patterns.
    ...rules.fallbacks.flatMap((fallback) => fallback.keep.map((path) => line(path, path, 200))),
    ...rules.fallbacks.map((fallback) => line(`${fallback.prefix}*`, fallback.to, 302)),
    ...rules.notFound.map((notFound) => line(`${notFound.prefix}*`, notFound.page, 404)),
  ].join("\n")}\n`;
}

/** `_headers` for Cloudflare Pages and Netlify (both merge every matching block). */
export function headersFile(rules: SiteRules): string {
  return `${rules.headers
    .flatMap((rule) => [rule.pattern, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)])
    .join("\n")}\n`;
}

/** An nginx string literal. */
const quote = (text: string) => `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/**
 * An nginx include for a `server` block whose `root` is the build folder. nginx matches
 * `location` against the decoded, slash-merged path, and `add_header` in a location
 * replaces the server's, so a location with headers of its own repeats them all.
 */
export function nginxConf(rules: SiteRules): string {
  const [everywhere, ...others] = rules.headers;
  const addHeaders = (values: Record<string, string>, indent: string) =>
    Object.entries(values).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
  const fallbackName = (index: number) => `@blog_fallback_${index}`;
  const lines = [
    "# Generated by `npm run build` from scripts/site-rules.ts. Do not edit: change the rules and rebuild.",
    "# Include it in a server block whose root is build/client (see docs/deploy.md).",
    "absolute_redirect off;",
    "server_tokens off;",
    "charset utf-8;",
    "gzip_static on;",
    `error_page 404 ${rules.notFound.at(-1)!.page};`,
    ...addHeaders({ ...everywhere!.values, "Cache-Control": cacheControl.revalidate }, ""),
    "",
    "# Canonical URLs: exact twins answer 301; the query string is kept.",
    ...rules.redirects.map((redirect) => `location = ${quote(redirect.from)} { return 301 ${encodePath(redirect.to)}$is_args$args; }`),
    "",
    "# The host's configuration files are not pages.",
    "location = /_headers { return 404; }",
    "location = /_redirects { return 404; }",
    "",
    "location = / { try_files /index.html =404; }",
    "location / { try_files $uri $uri.html =404; }",
    ...rules.notFound
      .filter((notFound) => notFound.prefix !== "/")
      .map((notFound) => `location ${quote(notFound.prefix)} { error_page 404 ${notFound.page}; try_files $uri $uri.html =404; }`),
    ...rules.fallbacks.flatMap((fallback, index) => [
      `location ${quote(fallback.prefix)} { try_files $uri $uri.html ${fallbackName(index)}; }`,
      `location ${fallbackName(index)} { return 302 ${encodePath(fallback.to)}$is_args$args; }`,
    ]),
    ...others.flatMap((rule) => {
      const folder = rule.pattern.endsWith("/*");
      if (!folder && rule.pattern.includes("*")) throw new Error(`nginxConf: header pattern ${rule.pattern} is neither exact nor a folder`);
      return [
        folder ? `location ${quote(rule.pattern.slice(0, -1))} {` : `location = ${quote(rule.pattern)} {`,
        ...addHeaders({ "Cache-Control": cacheControl.revalidate, ...everywhere!.values, ...rule.values }, "  "),
        folder ? "  try_files $uri =404;" : `  try_files ${quote(`${rule.pattern}.html`)} =404;`,
        "}",
      ];
    }),
  ];
  return `${lines.join("\n")}\n`;
}
