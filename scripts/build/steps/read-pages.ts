import { builtPages } from "../built-pages";
import type { Step } from "../step";

/** Parses every built page once (scripts/build/built-pages.ts), for the steps after it; pages must be in their final places by now. */
export const readPages = {
  name: "read the pages",
  run(context) {
    const pages = builtPages(context.dir);
    if (!pages.some((page) => page.path === "/")) throw new Error(`${context.dir} has no index.html: no pages to read`);
    context.pages = pages;
  },
} satisfies Step;
