import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import { Icon } from "~/ui/icons";

/**
 * The site search field: a plain GET form to the language's search page, so it works before
 * and without JavaScript. It stays a plain form once the app runs too: React Router's Form
 * would add its code to every page's first load for a move the browser already makes.
 */
export function SearchForm({ id, defaultValue, autoFocus }: { id: string; defaultValue?: string; autoFocus?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <form role="search" action={pagePath("search", lang)} method="get" className="flex w-full items-stretch gap-2">
      <label htmlFor={id} className="sr-only">
        {t.nav.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        defaultValue={defaultValue}
        placeholder={t.nav.searchLabel}
        autoFocus={autoFocus}
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-control border border-slate-300 px-3 text-ink"
      />
      <button type="submit" className={buttonClass("primary", "shrink-0 !px-3")} aria-label={t.nav.search}>
        <Icon name="search" className="size-5" />
      </button>
    </form>
  );
}
