/**
 * The 404 page. It has no loader of its own (an unknown URL has no prerendered data);
 * its strings come with the language layout. The server answers it with status 404.
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/ui/link";
import { facts } from "~/config/facts";
import type { HydrationHandle } from "~/hydration/start-app-scripts";
import { detectLanguage, readStoredLanguage } from "~/i18n/detect-language";
import { useI18n } from "~/i18n/context";
import { defaultLanguage } from "~/i18n/languages";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/not-found";

/** The move home needs the app, with or without the visitor touching the page. */
export const handle: HydrationHandle = { startWhenIdle: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id.startsWith("layout-"))?.loaderData as
    { t: { notFound: { title: string; text: string } } } | undefined;
  return [
    { title: layout?.t.notFound.title ?? "404" },
    { name: "description", content: layout?.t.notFound.text ?? "" },
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = pagePath("home", lang)!;

  useEffect(() => {
    console.error(`404: no route matches "${pathname}"`);
    // A path without a language prefix (the Finnish layout) goes to the visitor's preferred language (docs/decisions.md, "Languages").
    const target = detectLanguage({
      pathLanguage: lang === defaultLanguage ? undefined : lang,
      stored: readStoredLanguage(),
      browser: navigator.languages ?? [],
    });
    const timer = window.setTimeout(() => void navigate(pagePath("home", target)!, { replace: true }), facts.notFoundRedirectMs);
    return () => window.clearTimeout(timer);
  }, [pathname, lang, navigate]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t.notFound.title}</h1>
      <p className="mt-4 text-lg text-body">{t.notFound.text}</p>
      <p className="mt-2 text-sm text-muted" role="status">
        {t.notFound.redirecting}
      </p>
      <Link to={home} className={`${buttonClass("primary")} mt-8`}>
        {t.notFound.home}
      </Link>
    </section>
  );
}
