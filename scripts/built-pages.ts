/**
 * The prerendered pages in a build folder, read once for the postbuild steps: each page's facts
 * that the checks and later steps need (its language, title, links, ids, structured data, inline
 * scripts...), taken from the HTML with jsdom. Parsing is most of a page's cost, so the facts are
 * kept in the build cache by the page's HTML (scripts/build-cache.ts): a rebuild parses only the
 * pages that changed.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { JSDOM } from "jsdom";
import { cachedSync } from "./build-cache";
import { requestPathOf } from "./site-rules";

/** What the postbuild steps read of a page. */
export interface PageFacts {
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
}

export interface BuiltPage {
  /** Site path of the page (`/en/about`, `/` for the root); 404 pages keep their file name. */
  path: string;
  file: string;
  facts: PageFacts;
  notFound: boolean;
}

/** The facts of one page's HTML. */
export function pageFacts(html: string): PageFacts {
  const { document } = new JSDOM(html).window;
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name)?.trim() ?? undefined;
  const scripts = [...document.querySelectorAll("script:not([src])")];
  return {
    lang: document.documentElement.getAttribute("lang"),
    h1Count: document.querySelectorAll("h1").length,
    h1: document.querySelector("h1")?.textContent ?? "",
    title: document.querySelector("title")?.textContent?.trim() || undefined,
    description: attribute('meta[name="description"]', "content") || undefined,
    robots: attribute('meta[name="robots"]', "content"),
    canonical: attribute('link[rel="canonical"]', "href"),
    ogImage: attribute('meta[property="og:image"]', "content"),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang")!,
      link.getAttribute("href")!,
    ]),
    links: [...document.querySelectorAll("a[href]")].map((anchor) => anchor.getAttribute("href")!),
    ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
    jsonLd: scripts.filter((script) => script.getAttribute("type") === "application/ld+json").map((script) => script.textContent ?? ""),
    inlineScripts: scripts.filter((script) => !/json/.test(script.getAttribute("type") ?? "")).map((script) => script.textContent ?? ""),
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
export function pageFiles(dir: string): Omit<BuiltPage, "facts">[] {
  return htmlFiles(dir).map((file) => {
    const rel = relative(dir, file).split(sep).join("/");
    return { path: requestPathOf(rel), file, notFound: rel === "404.html" || rel.endsWith("/404.html") };
  });
}

export function builtPages(dir: string): BuiltPage[] {
  return pageFiles(dir).map((page) => {
    const html = readFileSync(page.file, "utf8");
    const facts = cachedSync("page-facts", [factsVersion, html], () => Buffer.from(JSON.stringify(pageFacts(html))));
    return { ...page, facts: JSON.parse(facts.toString()) as PageFacts };
  });
}

/** This file's own text: a change to what is read of a page reads every page again. */
const factsVersion = readFileSync(new URL(import.meta.url), "utf8");
