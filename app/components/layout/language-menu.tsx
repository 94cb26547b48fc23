import { languageChoiceAttribute } from "~/enhancements/language-choice";
import { useI18n } from "~/i18n/context";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";

const triggerClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-control px-2 text-sm font-semibold text-body hover:bg-slate-100 min-[400px]:px-3";

/** Accessible name of the trigger; it starts with the visible code ("FI") so speech users can say what they see. */
function triggerLabel(choose: string, lang: Language): string {
  return `${lang.toUpperCase()} – ${choose}: ${languageNames[lang]}`;
}

/**
 * The language menu: a native popover of links, one per language, each to the same page
 * in that language (docs/decisions.md, "Languages"). The browser opens and closes it,
 * with or without JavaScript, by mouse, touch and keyboard (Escape and a click outside
 * close it, and focus returns to the button). With JavaScript, choosing a language also
 * stores the choice (app/enhancements/language-choice.ts). A page missing in a language says
 * so and leads to that language's home, or for an article, its blog list (the layout's loader
 * works out where, app/routing/alternates.server.ts).
 */
export function LanguageMenu() {
  const { lang, t } = useI18n();
  return (
    <>
      <button type="button" popoverTarget="language-menu" className={triggerClass} aria-label={triggerLabel(t.language.choose, lang)}>
        <Icon name="globe" className="size-5" />
        {/* Below 400 px the globe alone, so the brand's name fits beside sign-up in every language; and in the
            compact navigation row (app.css, --breakpoint-nav), so the row fits beside it. */}
        <span className="max-[399px]:sr-only nav:max-xl:sr-only">{lang.toUpperCase()}</span>
      </button>
      <div
        id="language-menu"
        popover="auto"
        data-under-header
        className="inset-auto top-16 right-3 m-0 min-w-52 rounded-tile border border-line bg-white p-1.5 shadow-raised sm:right-6"
      >
        <p className="px-3 py-1.5 text-xs font-semibold text-muted uppercase" aria-hidden="true">
          {t.language.label}
        </p>
        <LanguageLinks />
      </div>
    </>
  );
}

/**
 * One language's link: the same page in that language (or where the layout's loader sends a page
 * missing in it, with its note), marked when current; choosing it stores the choice. The header's
 * menu and the mobile menu list the same links.
 */
export function LanguageLink({ target }: { target: Language }) {
  const { lang, languageMenu } = useI18n();
  return (
    <Link
      to={languageMenu[target].path}
      lang={target}
      hrefLang={target}
      aria-current={target === lang ? "true" : undefined}
      {...{ [languageChoiceAttribute]: target }}
      className="flex min-h-11 items-center justify-between gap-3 rounded-control px-3 text-sm text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 aria-[current]:font-semibold"
    >
      <span>{languageNames[target]}</span>
      {languageMenu[target].note && <span className="text-xs text-muted">{languageMenu[target].note}</span>}
      {target === lang && <Icon name="check" className="size-4 text-brand-600" />}
    </Link>
  );
}

/** Every language's link, as a list named by the menu's label (a plain div may not carry a name, ARIA 1.2): the header's menu and the mobile menu. */
export function LanguageLinks({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <ul aria-label={t.language.label} className={className}>
      {languages.map((target) => (
        <li key={target}>
          <LanguageLink target={target} />
        </li>
      ))}
    </ul>
  );
}
