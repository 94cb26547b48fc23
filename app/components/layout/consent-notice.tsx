/**
 * The consent notice and its settings dialog. This renders only the markup, in every
 * prerendered page; app/consent/install.ts, from the page's inline script, shows it, answers
 * its buttons and stores the decision, so it works on every page without any other script.
 * It comes first in the page, so keyboard and screen-reader users meet it first.
 */
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import { Link } from "~/ui/link";

const choiceClass = "rounded-tile border border-line p-4";

export function ConsentNotice() {
  const { lang, t } = useI18n();
  const c = t.consent;
  return (
    <>
      <section
        data-consent-banner
        aria-label={c.label}
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-card bg-ink p-4 text-white shadow-raised sm:inset-x-6 sm:p-5"
      >
        {/* Each piece is its own inline block, so none of them is a page's largest text. */}
        <p className="flex flex-wrap gap-x-1 text-sm">
          <strong className="inline-block">{c.lead}</strong> <span className="inline-block">{c.text}</span>{" "}
          <span className="inline-block">{c.marketingNote}</span>{" "}
          <Link to={pagePath("cookies", lang)!} className="inline-block font-semibold underline">
            {c.policy}
          </Link>
        </p>
        {/* Rejecting is exactly as easy and as visible as accepting. */}
        <div className="mt-3 flex flex-wrap gap-2">
          <ConsentButton action="reject" className={buttonClass("inverted", "min-w-36 flex-1")}>
            {c.reject}
          </ConsentButton>
          <ConsentButton action="accept" className={buttonClass("inverted", "min-w-36 flex-1")}>
            {c.accept}
          </ConsentButton>
          <ConsentButton action="settings" className={buttonClass("ghostInverted", "flex-1 sm:flex-none")}>
            {c.settings}
          </ConsentButton>
        </div>
      </section>
      <dialog
        data-consent-dialog
        aria-labelledby="consent-settings-title"
        className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-card p-6 text-ink shadow-raised backdrop:bg-ink/60"
      >
        <h2 id="consent-settings-title" className="text-xl font-bold">
          {c.settingsTitle}
        </h2>
        <p className="mt-2 text-sm text-body">{c.settingsText}</p>
        <div className="mt-4 space-y-3">
          <div className={choiceClass}>
            <div className="flex items-center gap-3">
              <input id="consent-necessary" type="checkbox" defaultChecked disabled className="size-5 accent-brand-600" />
              <label htmlFor="consent-necessary" className="font-semibold">
                {c.necessaryTitle} <span className="font-normal text-muted">({c.alwaysOn})</span>
              </label>
            </div>
            <p className="mt-1 text-sm text-body">{c.necessaryText}</p>
          </div>
          <div className={choiceClass}>
            <div className="flex items-center gap-3">
              <input id="consent-marketing" name="marketing" type="checkbox" className="size-5 accent-brand-600" />
              <label htmlFor="consent-marketing" className="font-semibold">
                {c.marketingTitle}
              </label>
            </div>
            <p className="mt-1 text-sm text-body">{c.marketingText}</p>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          <ConsentButton action="save" className={buttonClass("primary", "flex-1")}>
            {c.save}
          </ConsentButton>
          <ConsentButton action="reject" className={buttonClass("secondary", "flex-1")}>
            {c.reject}
          </ConsentButton>
          <ConsentButton action="accept" className={buttonClass("secondary", "flex-1")}>
            {c.accept}
          </ConsentButton>
        </div>
      </dialog>
    </>
  );
}

/** A button the notice's inline script answers (app/consent/install.ts). */
function ConsentButton({
  action,
  className,
  children,
}: {
  action: "accept" | "reject" | "save" | "settings";
  className: string;
  children: string;
}) {
  return (
    <button type="button" data-consent-action={action} className={className}>
      {children}
    </button>
  );
}
