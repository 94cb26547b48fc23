import { Form } from "react-router";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { Icon } from "~/ui/icons";

/**
 * The site search field: a plain GET form to the language's search page, so it works before
 * and without JavaScript (React Router's Form moves there client-side once the app runs).
 */
export function SearchForm({ id, defaultValue }: { id: string; defaultValue?: string }) {
  const { t, lang } = useI18n();
  return (
    <Form role="search" action={pagePath("search", lang)} method="get" className="flex w-full items-stretch gap-2">
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
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 rounded-control border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-muted focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-control bg-brand-600 px-3 text-white hover:bg-brand-700"
        aria-label={t.nav.search}
      >
        <Icon name="search" className="size-5" />
      </button>
    </Form>
  );
}
