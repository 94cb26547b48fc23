/**
 * The 404 page. It has no loader of its own (an unknown URL has no prerendered data);
 * its strings come with the language layout. The server answers it with status 404.
 */
import { Link } from "~/ui/link";
import { SearchForm } from "~/components/search-form";
import { useI18n } from "~/i18n/context";
import { defaultLanguage, perLanguage } from "~/i18n/languages";
import { notFoundRoute, pagePath } from "~/routing/route-table";
import { buttonClass, textLinkClass } from "~/ui/button";
import { layoutLanguage } from "~/routing/layout-route";
import type { Route } from "./+types/not-found";

/** Every language's home, for the move home (app/enhancements/not-found.ts). */
const homes = JSON.stringify(perLanguage((lang) => pagePath("home", lang)!));

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match !== undefined && layoutLanguage(match.id) !== undefined)?.loaderData as
    { t: { notFound: { title: string; text: string } } } | undefined;
  return [
    { title: layout?.t.notFound.title ?? "404" },
    { name: "description", content: layout?.t.notFound.text ?? "" },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * The page says where and when to move (app/enhancements/not-found.ts does it, `notFoundRoute.moveAfterMs`
 * after the page starts): a path without a language prefix (the Finnish layout) goes to the visitor's
 * preferred language (docs/decisions.md, "Languages"), a prefixed one to that language's home.
 */
export default function NotFound() {
  const { lang, t } = useI18n();
  const home = pagePath("home", lang)!;

  return (
    <section
      data-not-found
      data-move-after-ms={notFoundRoute.moveAfterMs}
      data-homes={homes}
      data-path-language={lang === defaultLanguage ? "" : lang}
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center"
    >
      {/* The brand motif with one tile gone astray: decoration, so no text alternative. */}
      <img src="/illustrations/not-found.svg" alt="" width={260} height={200} className="w-52 sm:w-64" />
      <p className="mt-6 text-sm font-bold tracking-widest text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t.notFound.title}</h1>
      <p className="mt-4 text-lg text-body">{t.notFound.text}</p>
      <p className="mt-2 text-sm text-muted" role="status" data-moving-notice>
        {t.notFound.redirecting}
      </p>
      {/* The site search, for a visitor who knows what they were after (typing stops the move home). */}
      <div className="mt-8 w-full max-w-md">
        <SearchForm id="not-found-search" />
      </div>
      <Link to={home} className={`${buttonClass("primary")} mt-6`}>
        {t.notFound.home}
      </Link>
      {/* Other ways on, for a visitor who stays (a key or a click stops the move home). */}
      <ul className="mt-6 flex flex-wrap justify-center gap-x-6" data-ways-on>
        {(["products", "pricing", "blog", "contact"] as const).map((page) => (
          <li key={page}>
            <Link to={pagePath(page, lang)!} className={textLinkClass}>
              {t.nav[page]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
