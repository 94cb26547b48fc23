/**
 * The site search's index: Pagefind's static index per language, written by the postbuild step
 * into `/pagefind/` (scripts/build/steps/index-site-search.ts). Its script loads only when a search runs, on the
 * search page: no other page carries any of it. Pagefind picks the index of the page's
 * `<html lang>`, so each language searches its own pages with its own stemming.
 */

import { cleanExcerpt, withoutTitle, withoutTrailingHeading } from "./excerpt";

/** One search result, as the search page shows it. */
export interface SearchResult {
  url: string;
  title: string;
  /** A passage around the match, Pagefind's own escaped text with the match in `<mark>`, trimmed to whole sentences (./excerpt.ts). */
  excerpt: string;
  /** The page's own summary: its hero's intro, tagged for Pagefind (components/page-hero.tsx, product-page.tsx). */
  description?: string;
  /** A product's "coming soon", when it is not open yet. */
  status?: string;
}

/** The part of Pagefind's browser API the search page uses. */
interface PagefindApi {
  options(options: { excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{
    results: {
      data(): Promise<{
        url: string;
        meta: { title?: string; description?: string; status?: string };
        excerpt: string;
        /** The page's sections, each titled by its heading. */
        sub_results?: { title: string }[];
      }>;
    }[];
  }>;
}

/** Where the postbuild step writes the index and Pagefind's browser script. */
export const searchIndexPath = "/pagefind/";

let pagefind: Promise<PagefindApi> | undefined;

/** At most this many results are shown: a site of this size has no second page of answers. */
const maxResults = 20;

/** Searches the index of the page's language; throws when the index cannot load. */
export async function search(query: string): Promise<SearchResult[]> {
  if (!pagefind) {
    pagefind = import(/* @vite-ignore */ `${searchIndexPath}pagefind.js`).then(async (api: PagefindApi) => {
      await api.options({ excerptLength: 30 });
      return api;
    });
    // A load that failed is tried again by the next search.
    pagefind.catch(() => (pagefind = undefined));
  }
  const { results } = await (await pagefind).search(query);
  const pages = await Promise.all(results.slice(0, maxResults).map((result) => result.data()));
  return pages.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: withoutTrailingHeading(
      cleanExcerpt(withoutTitle(page.excerpt, page.meta.title ?? "")),
      (page.sub_results ?? []).map((section) => section.title),
    ),
    description: page.meta.description,
    status: page.meta.status,
  }));
}
