/**
 * What the search page's script (./page.ts) is given by the prerendered page: its strings and
 * how to name each result's part of the site, as JSON in the page (app/routes/search.tsx).
 */
export interface SearchConfig {
  /** Announcements; {query} and {count} are filled in. */
  messages: { loading: string; error: string; empty: string; resultsOne: string; resultsMany: string };
  /** The heading of each group of results. */
  groups: Record<ResultGroup, string>;
  sections: {
    /** The menu's name of each page that has one, by its path. */
    pages: Record<string, string>;
    /** Articles are under the blog's path, each in its category. */
    blogPath: string;
    blog: string;
    categories: Record<string, string>;
    /** Every other page is a product page. */
    products: string;
  };
}

export const searchConfigId = "search-config";
/** The page's own field, where arrow keys start and end. */
export const searchFieldId = "search-page-field";

/** The results are shown in three groups, in this order, each under its own heading. */
export const resultGroups = ["products", "articles", "pages"] as const;
export type ResultGroup = (typeof resultGroups)[number];

/** Pagefind may give a path percent-encoded. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** A result's group: an article (under the blog's path), a page with a menu name, or a product page. */
export function groupOf(path: string, sections: SearchConfig["sections"]): ResultGroup {
  const page = decoded(path);
  if (page.startsWith(`${sections.blogPath}/`)) return "articles";
  return sections.pages[page] !== undefined ? "pages" : "products";
}

/** The section label of a result's path: the page's own, its article category's, or Products. */
export function sectionOf(path: string, sections: SearchConfig["sections"]): string {
  const decodedPath = decoded(path);
  const page = sections.pages[decodedPath];
  if (page !== undefined) return page;
  if (decodedPath.startsWith(`${sections.blogPath}/`)) {
    const category = sections.categories[decodedPath.slice(sections.blogPath.length + 1).split("/")[0]!];
    return category ? `${sections.blog} · ${category}` : sections.blog;
  }
  return sections.products;
}
