/**
 * Every route of the site, declared from the route table, each with the page it is
 * (docs/decisions.md, "One page context"): per language a layout around that language's pages of
 * the route table, its articles and its 404 page. app/routes.ts gives React Router each route's
 * pattern, module and id; a loader finds its route here by the pattern React Router matched (the
 * `pattern` of its arguments), so a page knows which page and language it is from where it is
 * declared, never from the request's URL.
 */
import { landingPages } from "../content/landing/load.server";
import { type Language, languages } from "../i18n/languages";
import { articleRoute, languagePrefix, notFoundRoute, type PageKey, pageKeys, pagePath, pages } from "./route-table";

/** What a route is: a page of the route table, a landing page (app/content/landing/), a language's articles, or its 404 page. */
export type DeclaredPage =
  | { kind: "page"; page: PageKey; lang: Language }
  | { kind: "landing"; id: string; lang: Language }
  | { kind: "article"; lang: Language }
  | { kind: "not-found"; lang: Language };

/** Every landing page shares one route module: its content file says what it shows. */
export const landingRoute = { file: "routes/landing.tsx" } as const;

export interface DeclaredRoute {
  id: string;
  /** The route's path, which React Router hands a loader back as its `pattern`. */
  pattern: string;
  /** Its route module, from app/. */
  file: string;
  declares: DeclaredPage;
}

/**
 * A language's routes: its pages of the route table (none for a page not in the language), its
 * landing pages (their addresses join the table at build time, checked against it), its articles,
 * then its 404 page.
 */
export function languageRoutes(lang: Language): DeclaredRoute[] {
  const prefix = languagePrefix(lang);
  return [
    ...pageKeys.flatMap((page): DeclaredRoute[] => {
      const path = pagePath(page, lang);
      return path === undefined
        ? []
        : [{ id: `${page}-${lang}`, pattern: path, file: pages[page].file, declares: { kind: "page", page, lang } }];
    }),
    ...landingPages().flatMap((landing): DeclaredRoute[] => {
      const copy = landing.copy[lang];
      return copy
        ? [
            {
              id: `landing-${landing.id}-${lang}`,
              pattern: copy.path,
              file: landingRoute.file,
              declares: { kind: "landing", id: landing.id, lang },
            },
          ]
        : [];
    }),
    { id: `article-${lang}`, pattern: `${prefix}/${articleRoute.pattern}`, file: articleRoute.file, declares: { kind: "article", lang } },
    { id: `not-found-${lang}`, pattern: `${prefix}/*`, file: notFoundRoute.file, declares: { kind: "not-found", lang } },
  ];
}

const allRoutes = languages.flatMap(languageRoutes);
const byPattern = new Map(allRoutes.map((route) => [route.pattern, route]));

/** The route declared at a pattern, as React Router hands it to a loader. */
export function routeAt(pattern: string): DeclaredRoute {
  const route = byPattern.get(pattern);
  if (!route) throw new Error(`no route is declared at ${pattern} (app/routing/page-routes.ts)`);
  return route;
}
