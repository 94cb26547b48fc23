/**
 * React Router route config, generated from the route table through app/routing/page-routes.ts,
 * which declares each route with the page it is: one layout per language (it loads that
 * language's interface strings) holding that language's pages, its blog article pattern and a
 * splat route for the 404 page.
 */
import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { languages } from "./i18n/languages";
import { layoutRoute } from "./routing/layout-route";
import { languageRoutes } from "./routing/page-routes";

export default languages.map((lang) =>
  layout(
    layoutRoute.file,
    { id: layoutRoute.id(lang) },
    languageRoutes(lang).map(({ pattern, file, id }) => route(pattern, file, { id })),
  ),
) satisfies RouteConfig;
