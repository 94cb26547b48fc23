import { languageBannerAttribute } from "~/enhancements/language-banner";
import { languageChoiceAttribute } from "~/enhancements/language-choice";
import { useI18n } from "~/i18n/context";
import { type Language, languages } from "~/i18n/languages";

/**
 * The suggestion to read this page in the visitor's language (docs/decisions.md, "Languages"):
 * one hidden banner per other language the page exists in, each already in that language and
 * linking to that language's version. app/enhancements/language-banner.ts shows the one that
 * matches the visitor's stored or browser language, fixed to the bottom of the viewport, and
 * remembers a dismissal. Not on a page with no other versions (the Finnish-only page, an article
 * written in one language) or a 404.
 */
export function LanguageBanner() {
  const { lang, t, alternates } = useI18n();
  const others = languages.filter((other): other is Language => other !== lang && alternates[other] !== undefined);
  return others.map((other) => {
    const copy = t.languageBanners[other];
    return (
      <section
        key={other}
        hidden
        {...{ [languageBannerAttribute]: other }}
        aria-label={copy.text}
        lang={other}
        className="fixed inset-x-3 bottom-[calc(var(--bottom-bar-space,0px)+0.75rem)] z-30 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-card border border-line bg-white px-4 py-3 text-ink shadow-raised sm:inset-x-6"
      >
        <p className="basis-full text-sm sm:flex-1 sm:basis-auto">{copy.text}</p>
        <a
          href={alternates[other]}
          {...{ [languageChoiceAttribute]: other }}
          className="inline-flex min-h-11 items-center rounded-control bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {copy.action}
        </a>
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-control px-3 text-sm text-body underline hover:bg-surface"
        >
          {copy.dismiss}
        </button>
      </section>
    );
  });
}
