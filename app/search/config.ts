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

/**
 * Whether a product's name is what the visitor typed: a word of the query begins a word of the
 * name ("lasku" in Laskutus), or would but for its last letter ("invoice" in Invoicing, "faktura"
 * in Fakturering). Pagefind ranks by how often a word occurs, so a page that says "laskun" many
 * times outranks the product named Laskutus; the product group puts names that match first.
 */
export function nameMatches(name: string, query: string): boolean {
  const words = (text: string) =>
    text
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const nameWords = words(name);
  return words(query).some(
    (word) =>
      word.length >= 3 &&
      nameWords.some((nameWord) => nameWord.startsWith(word) || (word.length >= 5 && nameWord.startsWith(word.slice(0, -1)))),
  );
}

/** Products whose name the query matches first, each part in Pagefind's order. */
export function namedFirst<T extends { title: string }>(products: T[], query: string): T[] {
  return [
    ...products.filter((product) => nameMatches(product.title, query)),
    ...products.filter((product) => !nameMatches(product.title, query)),
  ];
}
