import { createStaticHandler, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { encodePath } from "./localize";
import { layoutRoute } from "./layout-route";
import { prerenderPaths } from "./prerender.server";
import { landingPageContext, pageContext, tablePage } from "./page.server";
import { languageRoutes, routeAt } from "./page-routes";
import { staticPagePaths } from "./route-table";

describe("the declared routes", () => {
  it("declare every page of the route table at its path, with its key and language", () => {
    for (const { page, lang, path } of staticPagePaths()) {
      expect(routeAt(path).declares, path).toEqual({ kind: "page", page, lang });
    }
  });

  it("declare each language's articles and 404 page, each route once", () => {
    for (const lang of languages) {
      const prefix = lang === "fi" ? "" : `/${lang}`;
      expect(routeAt(`${prefix}/blog/:category/:slug`).declares).toEqual({ kind: "article", lang });
      expect(routeAt(`${prefix}/*`).declares).toEqual({ kind: "not-found", lang });
    }
    const routes = languages.flatMap(languageRoutes);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.pattern)).size).toBe(routes.length);
    expect(() => routeAt("/no/such/route")).toThrow(/no route is declared at \/no\/such\/route/);
  });
});

describe("React Router's matching", () => {
  // A page finds its route by the `pattern` React Router hands its loader (and its layout's): these
  // are the declared routes as React Router's own matcher sees them, each loader answering its pattern.
  const routes: RouteObject[] = languages.map((lang) => ({
    id: layoutRoute.id(lang),
    loader: ({ pattern }) => pattern,
    children: languageRoutes(lang).map((route) => ({ id: route.id, path: route.pattern, loader: ({ pattern }) => pattern })),
  }));
  const handler = createStaticHandler(routes);

  it("hands every prerendered page's loaders the pattern of the route declared for it", async () => {
    for (const path of prerenderPaths()) {
      const context = await handler.query(new Request(`http://site.test${encodePath(path)}`));
      if (context instanceof Response) throw new Error(`${path}: answered ${context.status}`);
      const [layout, page] = context.matches.map((match) => match.route.id);
      const patterns = context.loaderData as Record<string, string>;
      expect(routeAt(patterns[page!]!).id, path).toBe(page);
      // The layout is told the page's pattern too, so it resolves the same page.
      expect(patterns[layout!], path).toBe(patterns[page!]);
    }
  });
});

describe("a page's context", () => {
  it("is its route's: the page, its language, its path and the languages it exists in", () => {
    const contact = tablePage({ pattern: "/sv/kontakt", params: {} });
    expect(contact).toMatchObject({
      kind: "page",
      page: "contact",
      lang: "sv",
      path: "/sv/kontakt",
      alternates: { fi: "/ota-yhteyttä", en: "/en/contact", sv: "/sv/kontakt", es: "/es/contacto" },
    });
    expect(Object.keys(contact.alternates)).toEqual([...languages]);
  });

  it("gives a landing page its file's id and the languages it is written in", () => {
    expect(routeAt("/siivous-toiminnanohjaus")).toMatchObject({
      file: "routes/landing.tsx",
      declares: { kind: "landing", id: "cleaning", lang: "fi" },
    });
    expect(landingPageContext({ pattern: "/siivous-toiminnanohjaus", params: {} })).toEqual({
      kind: "landing",
      id: "cleaning",
      lang: "fi",
      path: "/siivous-toiminnanohjaus",
      alternates: { fi: "/siivous-toiminnanohjaus" },
    });
    expect(() => tablePage({ pattern: "/siivous-toiminnanohjaus", params: {} })).toThrow(/no page of the route table/);
  });

  it("gives an article its path from the route's params and the languages it is written in", () => {
    const context = pageContext({
      pattern: "/en/blog/:category/:slug",
      params: { category: "erp", slug: "toiminnanohjaus-pienyritykselle" },
    });
    expect(context).toMatchObject({ kind: "article", lang: "en", path: "/en/blog/erp/toiminnanohjaus-pienyritykselle" });
    expect(context.alternates).toMatchObject({
      fi: "/blog/erp/toiminnanohjaus-pienyritykselle",
      en: "/en/blog/erp/toiminnanohjaus-pienyritykselle",
    });
    expect(pageContext({ pattern: "/en/blog/:category/:slug", params: { category: "erp", slug: "no-such" } }).alternates).toEqual({});
  });

  it("gives a 404 page its language only", () => {
    expect(pageContext({ pattern: "/es/*", params: { "*": "no-such-page" } })).toEqual({ kind: "not-found", lang: "es", alternates: {} });
    expect(() => tablePage({ pattern: "/es/*", params: {} })).toThrow(/no page of the route table/);
  });
});
