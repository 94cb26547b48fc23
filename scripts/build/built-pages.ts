/**
 * The prerendered pages in a build folder, parsed once for the postbuild steps: what the checks
 * and later steps read of each page (its language, title, links, ids, structured data, inline
 * scripts...), taken from the HTML with parse5. Parsing is most of a page's cost, so the result is
 * kept in the build cache by the page's HTML (scripts/build/build-cache.ts): a rebuild parses only the
 * pages that changed.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "parse5";
import { cachedSync } from "./build-cache";
import { attribute, elementsOf, hasToken, type Element, textOf } from "./html-tree";
import { requestPathOf } from "./site-rules";

/** What the postbuild steps read of a page. */
export interface ParsedPage {
  lang: string | null;
  h1Count: number;
  /** The text of the first h1, which its share image shows. */
  h1: string;
  title?: string;
  description?: string;
  robots?: string;
  canonical?: string;
  ogImage?: string;
  /** hreflang → href of its alternate links, in document order. */
  alternates: [string, string][];
  /** Every link's href, in document order. */
  links: string[];
  ids: string[];
  /** The text of each JSON-LD script. */
  jsonLd: string[];
  /** The text of each inline script that runs (not data), for the page's content security policy. */
  inlineScripts: string[];
  /** The address of each stylesheet the page links, in document order. */
  stylesheets: string[];
}

export interface BuiltPage {
  /** Site path of the page (`/en/about`, `/` for the root); 404 pages keep their file name. */
  path: string;
  file: string;
  parsed: ParsedPage;
  notFound: boolean;
}

/** What the postbuild reads of one page's HTML, with parse5: the HTML parser jsdom uses, without the cost of building a DOM. */
export function parsePage(html: string): ParsedPage {
  const elements = [...elementsOf(parse(html))];
  const byTag = Map.groupBy(elements, (element) => element.tagName);
  const all = (tag: string) => byTag.get(tag) ?? [];
  const first = (tag: string, where: (element: Element) => boolean = () => true) => all(tag).find(where);
  const meta = (key: "name" | "property", value: string) => {
    const element = first("meta", (each) => attribute(each, key) === value);
    return element && attribute(element, "content")?.trim();
  };
  const h1s = all("h1");
  const links = all("link");
  const scripts = all("script").filter((script) => attribute(script, "src") === undefined);
  const canonical = links.find((link) => attribute(link, "rel") === "canonical");
  const title = first("title");
  return {
    lang: attribute(first("html")!, "lang") ?? null,
    h1Count: h1s.length,
    h1: h1s[0] ? textOf(h1s[0]) : "",
    title: (title ? textOf(title).trim() : "") || undefined,
    description: meta("name", "description") || undefined,
    robots: meta("name", "robots"),
    canonical: canonical && attribute(canonical, "href")?.trim(),
    ogImage: meta("property", "og:image"),
    alternates: links
      .filter((link) => attribute(link, "rel") === "alternate" && attribute(link, "hreflang") !== undefined)
      .map((link) => [attribute(link, "hreflang")!, attribute(link, "href")!]),
    links: all("a").flatMap((anchor) => (attribute(anchor, "href") === undefined ? [] : [attribute(anchor, "href")!])),
    ids: elements.flatMap((element) => (attribute(element, "id") === undefined ? [] : [attribute(element, "id")!])),
    jsonLd: scripts.filter((script) => attribute(script, "type") === "application/ld+json").map(textOf),
    inlineScripts: scripts.filter((script) => !/json/.test(attribute(script, "type") ?? "")).map(textOf),
    stylesheets: links.flatMap((link) => (hasToken(link, "rel", "stylesheet") && attribute(link, "href") !== undefined ? [attribute(link, "href")!] : [])),
  };
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** The built pages' files and site paths, without reading them. */
export function pageFiles(dir: string): Omit<BuiltPage, "parsed">[] {
  return htmlFiles(dir).map((file) => {
    const rel = relative(dir, file).split(sep).join("/");
    return { path: requestPathOf(rel), file, notFound: rel === "404.html" || rel.endsWith("/404.html") };
  });
}

export function builtPages(dir: string): BuiltPage[] {
  return pageFiles(dir).map((page) => {
    const html = readFileSync(page.file, "utf8");
    const parsed = cachedSync("parsed-pages", [parserVersion, html], () => Buffer.from(JSON.stringify(parsePage(html))));
    return { ...page, parsed: JSON.parse(parsed.toString()) as ParsedPage };
  });
}

/** This file's own text: a change to what is read of a page reads every page again. */
const parserVersion = readFileSync(new URL(import.meta.url), "utf8");
