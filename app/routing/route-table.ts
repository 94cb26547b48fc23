/**
 * The site's route table (docs/decisions.md, "URLs"): every page key with its path segment per
 * language. This is the single source of truth: the React Router config, the prerender
 * list, navigation, language switching, hreflang, the sitemap and the tests all read it.
 */
import { type Language, defaultLanguage, languages, perLanguage } from "../i18n/languages";
import { type ProductId, perProduct, products } from "../config/products";

/**
 * A page's path segment in every language: a language added to app/i18n/languages.ts is a type
 * error in every row until the row gives it a segment, so no page goes missing from a language
 * because its row was forgotten.
 */
type Segments = Record<Language, string>;

/**
 * A row of the table: its route module and its segments, or, for a page written for some languages
 * only, `onlyIn` with its segment in each of those (landing pages, which choose theirs in their own
 * files, are routed by app/routing/page-routes.ts): the page does
 * not exist in the others, on purpose. An `unlisted` page has hreflang like every page but is
 * `noindex` and left out of the sitemap (the search page).
 */
type PageRow = { file: string; unlisted?: boolean } & (
  { segments: Segments; onlyIn?: never } | { onlyIn: Partial<Record<Language, string>>; segments?: never }
);

/** The same segment in every language (a new language gets it too). */
const all = (segment: string): Segments => perLanguage(() => segment);

/** Product page segments, from each product's record. */
const productSegments: Record<ProductId, Segments> = perProduct((id) => products[id].segments);

/** Every static page: its route module and its segment per language. */
export const pages = {
  home: { file: "routes/home.tsx", segments: all("") },
  about: { file: "routes/about.tsx", segments: { fi: "tietoa", en: "about", sv: "om", es: "acerca" } },
  contact: {
    file: "routes/contact.tsx",
    segments: { fi: "ota-yhteyttä", en: "contact", sv: "kontakt", es: "contacto" },
  },
  products: {
    file: "routes/products.tsx",
    segments: { fi: "tuotteet", en: "products", sv: "produkter", es: "productos" },
  },
  blog: { file: "routes/blog.tsx", segments: all("blog") },
  pricing: {
    file: "routes/pricing.tsx",
    segments: { fi: "hinnoittelu", en: "pricing", sv: "prissattning", es: "precios" },
  },
  register: {
    file: "routes/register.tsx",
    segments: { fi: "rekisteroidy", en: "register", sv: "registrera", es: "registrarse" },
  },
  ...perProduct((id) => ({ file: "routes/product.tsx", segments: productSegments[id] })),
  /** What the site stores in the browser, generated from app/consent/stored-keys.ts. */
  cookies: { file: "routes/cookies.tsx", segments: { fi: "evasteet", en: "cookies", sv: "kakor", es: "cookies" } },
  /** The accessibility statement, from app/content/accessibility/{lang}.md. */
  accessibility: {
    file: "routes/accessibility.tsx",
    segments: { fi: "saavutettavuus", en: "accessibility", sv: "tillganglighet", es: "accesibilidad" },
  },
  /** Site search, reading `q` from the URL (app/search/). */
  search: { file: "routes/search.tsx", segments: { fi: "haku", en: "search", sv: "sok", es: "buscar" }, unlisted: true },
} satisfies Record<string, PageRow>;

export type PageKey = keyof typeof pages;
export const pageKeys = Object.keys(pages) as PageKey[];

/** Blog article paths: `/blog/{category}/{slug}` under every language prefix. */
export const articleRoute = { file: "routes/blog-article.tsx", pattern: "blog/:category/:slug" } as const;

/** The 404 page, matched by a splat route under every language prefix, and how long after it starts it moves home (docs/requirements.md). */
export const notFoundRoute = { file: "routes/not-found.tsx", moveAfterMs: 3500 } as const;

/** `""` for Finnish, `"/en"` and so on for the others. */
export function languagePrefix(lang: Language): string {
  return lang === defaultLanguage ? "" : `/${lang}`;
}

/** A page's segment in a language, or `undefined` when its row says it exists in other languages only. */
export function pageSegment(page: PageKey, lang: Language): string | undefined {
  const row = pages[page] as PageRow;
  return row.onlyIn ? row.onlyIn[lang] : row.segments[lang];
}

/** Languages a page exists in: every language, or those its row names in `onlyIn`. */
export function pageLanguages(page: PageKey): Language[] {
  return languages.filter((lang) => pageSegment(page, lang) !== undefined);
}

/**
 * Canonical path of a page in a language (unencoded, no trailing slash, root is `/`),
 * or `undefined` when the page does not exist in that language.
 */
export function pagePath(page: PageKey, lang: Language): string | undefined {
  const segment = pageSegment(page, lang);
  if (segment === undefined) return undefined;
  return joinPath(lang, segment);
}

/** A page in every language it exists in, its own included: its hreflang alternates and the language menu's targets. */
export function pageAlternatePaths(page: PageKey): Partial<Record<Language, string>> {
  return Object.fromEntries(pageLanguages(page).map((lang) => [lang, pagePath(page, lang)!]));
}

/** Path of a blog article in a language. Category ids and slugs are the same in every language. */
export function articlePath(lang: Language, category: string, slug: string): string {
  return joinPath(lang, `blog/${category}/${slug}`);
}

/** A path under a language's prefix (`""` is the language's home): pages, articles and landing pages are all placed by it. */
export function joinPath(lang: Language, rest: string): string {
  const path = `${languagePrefix(lang)}${rest ? `/${rest}` : ""}`;
  return path || "/";
}

/** Every prerendered page path in every language, blog articles excluded (they come from content). */
export function staticPagePaths(): { page: PageKey; lang: Language; path: string }[] {
  return pageKeys.flatMap((page) => pageLanguages(page).map((lang) => ({ page, lang, path: pagePath(page, lang)! })));
}

/** Whether search engines may index a page and the sitemap lists it. */
export function isListed(page: PageKey): boolean {
  return !("unlisted" in pages[page] && pages[page].unlisted);
}

/** Path of a language's blog feed, written by the postbuild step (and linked from every footer). */
export function feedPath(lang: Language): string {
  return `${pagePath("blog", lang)}/rss.xml`;
}
