import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import attributionScript from "virtual:attribution-script";
import interFont from "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { LayoutMessages } from "~/content/messages.server";
import { site } from "~/config/site";
import { appScriptsId, type HydrationHandle, startAppScripts } from "~/hydration/start-app-scripts";
import { useBrowserValue } from "~/hydration/use-browser-value";
import { languageOfPath } from "~/routing/localize";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The HTML document. Its language follows the path (docs/decisions.md, "Languages"). */
export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  // False in the prerendered page and during hydration, true once React runs the page.
  const hydrated = useBrowserValue(
    () => true,
    () => false,
  );
  const startWhenIdle = useMatches().some((match) => (match.handle as HydrationHandle | undefined)?.startWhenIdle);
  return (
    <html lang={languageOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First in <head>: the one render-blocking file starts before the font, image and script preloads. */}
        <link rel="stylesheet" href={stylesheet} />
        <meta name="theme-color" content="#1c63d6" />
        <Meta />
        <Links />
        {/* Attribution and the consent notice, working from the first paint on (scripts/inline-script-plugin.ts). */}
        <script id="consent-and-attribution" dangerouslySetInnerHTML={{ __html: attributionScript }} suppressHydrationWarning />
      </head>
      <body>
        {children}
        {/* Only for client-side navigation. Before it, the browser restores scroll itself, and the
            prerendered page is spared the inline script's session-storage read at parse time. */}
        {hydrated && <ScrollRestoration />}
        {/* Inert markup, started by the script after it (app/hydration/start-app-scripts.ts). */}
        <noscript id={appScriptsId} data-start={startWhenIdle ? "idle" : undefined}>
          {/* The template keeps the preloads inert with JavaScript off too: no download for nothing. */}
          <template>
            <Scripts />
          </template>
        </noscript>
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? startAppScripts : "" }} suppressHydrationWarning />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * The router's error screen for a route that throws (docs/decisions.md, "Errors"). It sits outside
 * the language layout, so it carries only the spec's fixed heading and a link home, named from
 * the layout's strings when the layout loaded, and by the brand when even that failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = languageOfPath(useLocation().pathname);
  const layout = useMatches().find((match) => match.id.startsWith("layout-"))?.loaderData as { t: LayoutMessages } | undefined;
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
