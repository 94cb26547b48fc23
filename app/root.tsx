import { Links, Meta, Outlet, useMatches } from "react-router";
import attributionScript from "virtual:attribution-script";
import enhancementsModule from "virtual:enhancements-module";
import searchModule from "virtual:search-module";
import interFont from "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { LayoutMessages } from "~/content/messages.server";
import { site } from "~/config/site";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { type PageHandle, speculationRules } from "~/routing/page-handle";
import { layoutLanguage } from "~/routing/layout-route";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The language of the page rendered: its language layout's (app/routing/layout-route.ts), never
 * read again from the URL. Every route is declared inside one (app/routing/page-routes.ts); a
 * render outside all of them can only be an error screen, which speaks the site's default language.
 */
function usePageLanguage(): Language {
  const layout = useMatches().find((match) => layoutLanguage(match.id) !== undefined);
  return (layout && layoutLanguage(layout.id)) ?? defaultLanguage;
}

/**
 * The HTML document. Its language is the page's (docs/decisions.md, "Languages"). React
 * renders it at build time; in the browser a page is HTML and CSS plus two small scripts (the
 * inline consent and attribution script, and the enhancements module), and the search page its
 * own (docs/decisions.md, "Scripts"). No page hydrates React.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const lang = usePageLanguage();
  const searches = useMatches().some((match) => (match.handle as PageHandle | undefined)?.script === "search");
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First in <head>: the one render-blocking file starts before the font, image and script preloads. */}
        <link rel="stylesheet" href={stylesheet} />
        <meta name="theme-color" content="#1c63d6" />
        <Meta />
        <Links />
        {/* Attribution and the consent notice, working from the first paint on (scripts/build/browser-scripts-plugin.ts). */}
        <script id="consent-and-attribution" dangerouslySetInnerHTML={{ __html: attributionScript }} />
        <script type="module" src={enhancementsModule || undefined} />
        {searches && <script type="module" src={searchModule || undefined} />}
        {/* Next pages load ahead on hover or touch (app/routing/page-handle.ts). */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The router's error screen for a route that throws (docs/decisions.md, "Errors"). It sits outside
 * the language layout, so it carries only its fixed heading (docs/requirements.md, "Errors and
 * redirects") and a link home, named from the layout's strings when the layout loaded, and by
 * the brand when even that failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = usePageLanguage();
  const layout = useMatches().find((match) => layoutLanguage(match.id) !== undefined)?.loaderData as { t: LayoutMessages } | undefined;
  if (typeof console !== "undefined") console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 px-6">
      <title>Unexpected Application Error!</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-body">{error instanceof Error ? error.message : String(error)}</p>
      <a href={pagePath("home", lang)} className={buttonClass("primary")}>
        {layout?.t.error.home ?? site.brand}
      </a>
    </main>
  );
}
