import { languageBannerAttribute } from "~/enhancements/language-banner";
import { languageChoiceAttribute } from "~/enhancements/language-choice";
import { useI18n } from "~/i18n/context";
import { type Language, languages } from "~/i18n/languages";
import { Icon } from "~/ui/icons";

/**
 * The suggestion to read this page in the visitor's language (docs/decisions.md, "Languages"): a
 * slim bar at the very top of the page, in its flow, above the sticky header, so it covers
 * nothing and scrolls away with the page. One bar per other language the page exists in, each in
 * that language and linking to that language's version, all hidden; the inline script in <head>
 * marks the visitor's language before the first paint (app/i18n/suggest-language.ts) and the rule
 * below shows that bar, so it moves nothing once the page is drawn. Its close button
 * (app/enhancements/language-banner.ts) hides it for good. Not on a page with no other versions
 * (the Finnish-only page, an article written in one language) or a 404. Without JavaScript no
 * bar shows.
 */
export function LanguageBanner() {
  const { lang, t, alternates } = useI18n();
  const others = languages.filter((other): other is Language => other !== lang && alternates[other] !== undefined);
  if (others.length === 0) return null;
  const show = others.map((other) => `html[data-suggest-language="${other}"] [${languageBannerAttribute}="${other}"]`).join(",");
  return (
    <>
      <style href="language-banner" precedence="default">{`[${languageBannerAttribute}]{display:none}${show}{display:block}`}</style>
      {others.map((other) => {
        const copy = t.languageBanners[other];
        return (
          <section
            key={other}
            {...{ [languageBannerAttribute]: other }}
            aria-label={copy.text}
            lang={other}
            className="border-b border-brand-100 bg-brand-50 text-ink"
          >
            <div className="mx-auto flex max-w-7xl items-center gap-x-3 py-1.5 pr-1 pl-4 sm:pl-6 lg:pl-8">
              <Icon name="globe" className="size-4 text-brand-700 max-sm:hidden" />
              <p className="flex flex-1 flex-wrap items-center gap-x-3 text-sm">
                {copy.text}{" "}
                <a
                  href={alternates[other]}
                  {...{ [languageChoiceAttribute]: other }}
                  className="inline-flex min-h-8 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {copy.action} →
                </a>
              </p>
              <button
                type="button"
                aria-label={copy.dismiss}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-body hover:bg-brand-100"
              >
                <Icon name="close" className="size-4" />
              </button>
            </div>
          </section>
        );
      })}
    </>
  );
}
