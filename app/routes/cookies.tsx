/** The cookie policy: every key the site stores, generated from app/consent/stored-keys.ts. */
import { PageHero, sectionClass } from "~/components/page-hero";
import { type Lifetime, storedKeys } from "~/consent/stored-keys";
import { messages } from "~/content/messages.server";
import type { Language } from "~/i18n/languages";
import { formatDuration, interpolate } from "~/i18n/format";
import { pageHead, tablePage } from "~/routing/page.server";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/cookies";

function formatLifetime(lifetime: Lifetime, lang: Language): string {
  const t = messages[lang].cookiePolicy.lifetimes;
  if (lifetime.kind === "untilCleared") return t.untilCleared;
  const duration = formatDuration(lifetime.count, lifetime.unit, lang);
  return lifetime.kind === "fixed" ? duration : interpolate(t.untilWithdrawn, { duration });
}

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang].cookiePolicy;
  const rows = storedKeys.map((stored) => ({
    key: stored.key,
    category: t.categories[stored.category],
    purpose: t.purposes[stored.purpose],
    lifetime: formatLifetime(stored.lifetime, lang),
  }));
  return { t, rows, head: pageHead(page, messages[lang].cookiePolicy.meta) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const cellClass = "border-t border-line px-3 py-3 text-left align-top max-sm:block max-sm:border-0 max-sm:py-1";
/** On a phone a cell says what it is, from its column's heading. */
const phoneLabelClass =
  "max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]";

export default function Cookies({ loaderData: { t, rows } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <div className={`${sectionClass} space-y-10`}>
        {/* A table from sm up; on a phone each key is a block of its own, its cells labelled (browsers
            keep a table's semantics when CSS changes its display: tests/e2e/consent.spec.ts checks). */}
        <div className="rounded-card border border-line sm:overflow-x-auto">
          <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[40rem]">
            <caption className="px-3 py-3 text-left text-base font-semibold max-sm:block">{t.tableCaption}</caption>
            <thead className="bg-surface max-sm:sr-only">
              <tr>
                {[t.key, t.category, t.purpose, t.lifetime].map((heading) => (
                  <th key={heading} scope="col" className={`${cellClass} font-semibold`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {rows.map((row) => (
                <tr
                  key={row.key}

                  data-stored-key={row.key}
                  className="max-sm:block max-sm:border-t max-sm:border-line max-sm:py-2"
                >
                  <th scope="row" className={`${cellClass} font-mono text-xs font-normal break-all`}>
                    {row.key}
                  </th>
                  {[
                    [t.category, row.category],
                    [t.purpose, row.purpose],
                    [t.lifetime, row.lifetime],
                  ].map(([label, value]) => (
                    <td key={label} data-label={label} className={`${cellClass} ${phoneLabelClass}`}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <section aria-labelledby="cookies-change" className="max-w-2xl">
          <h2 id="cookies-change" className="text-2xl font-bold">
            {t.changeTitle}
          </h2>
          <p className="mt-3 text-body">{t.changeText}</p>
          <button type="button" data-consent-action="settings" className={`${buttonClass("primary")} mt-5`}>
            {t.openSettings}
          </button>
          <p data-no-script className="mt-5 text-body">
            {t.noScript}
          </p>
        </section>
      </div>
    </>
  );
}
