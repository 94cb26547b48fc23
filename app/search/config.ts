/**
 * What the search page's script (./page.ts) is given by the prerendered page: its strings and
 * how to name each result's part of the site, as JSON in the page (app/routes/search.tsx).
 */
export interface SearchConfig {
  /** Announcements; {query} and {count} are filled in. */
  messages: { loading: string; error: string; empty: string; resultsOne: string; resultsMany: string };
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

/** The section label of a result's path: the page's own, its article category's, or Products. */
export function sectionOf(path: string, sections: SearchConfig["sections"]): string {
  const decoded = (() => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  })();
  const page = sections.pages[decoded];
  if (page !== undefined) return page;
  if (decoded.startsWith(`${sections.blogPath}/`)) {
    const category = sections.categories[decoded.slice(sections.blogPath.length + 1).split("/")[0]!];
    return category ? `${sections.blog} · ${category}` : sections.blog;
  }
  return sections.products;
}
