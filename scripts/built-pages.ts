/** The prerendered pages in a build folder, parsed once for the postbuild steps. */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { JSDOM } from "jsdom";
import { requestPathOf } from "./site-rules";

export interface BuiltPage {
  /** Site path of the page (`/en/about`, `/` for the root); 404 pages keep their file name. */
  path: string;
  file: string;
  document: Document;
  notFound: boolean;
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

export function builtPages(dir: string): BuiltPage[] {
  return htmlFiles(dir).map((file) => {
    const rel = relative(dir, file).split(sep).join("/");
    const notFound = rel === "404.html" || rel.endsWith("/404.html");
    const path = requestPathOf(rel);
    return { path, file, document: new JSDOM(readFileSync(file, "utf8")).window.document, notFound };
  });
}
