/**
 * One layout per language (see routes.ts): loads that language's shared strings and
 * product list, and renders the header and footer around the page.
 */
import { Outlet } from "react-router";
import { ConsentNotice, ConsentSettings } from "~/components/layout/consent-notice";
import { LanguageBanner } from "~/components/layout/language-banner";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader, SkipLink } from "~/components/layout/site-header";
import { I18nProvider } from "~/i18n/context";
import { pageContext } from "~/routing/page.server";
import { layoutValue } from "~/routing/layout.server";
import type { Route } from "./+types/language-layout";

/** The layout around the page its route declares (app/routing/page-routes.ts). */
export function loader(args: Route.LoaderArgs) {
  return layoutValue(pageContext(args));
}

export default function LanguageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider value={loaderData}>
      {/* The consent notice first: a keyboard reaches its choices before anything else (tests/e2e/consent.spec.ts). */}
      <ConsentNotice />
      <SkipLink />
      <LanguageBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ConsentSettings />
    </I18nProvider>
  );
}
