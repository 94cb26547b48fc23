/**
 * React Router route config, generated from the route table: one layout per language
 * (it loads that language's interface strings) holding that language's pages, its blog
 * article pattern and a splat route for the 404 page.
 */
import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { languages } from "./i18n/languages";
import { articleRoute, languagePrefix, notFoundRoute, pageKeys, pagePath, pages } from "./routing/route-table";

export default languages.map((lang) => {
  const prefix = languagePrefix(lang);
  return layout("routes/language-layout.tsx", { id: `layout-${lang}` }, [
    // Pages that do not exist in this language (the Finnish-only cleaning page) get no route.
    ...pageKeys.flatMap((page) => {
      const path = pagePath(page, lang);
      return path === undefined ? [] : [route(path, pages[page].file, { id: `${page}-${lang}` })];
    }),
    route(`${prefix}/${articleRoute.pattern}`, articleRoute.file, { id: `article-${lang}` }),
    route(`${prefix}/*`, notFoundRoute.file, { id: `not-found-${lang}` }),
  ]);
}) satisfies RouteConfig;
