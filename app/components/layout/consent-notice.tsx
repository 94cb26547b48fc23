/**
 * The consent notice and its settings dialog. This renders only the markup, in every
 * prerendered page; app/consent/install.ts, from the page's inline script, shows it, answers
 * its buttons and stores the decision, so it works on every page without any other script.
 * The notice comes first in the page, so keyboard and screen-reader users meet it first.
 */
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import { Link } from "~/ui/link";

const choiceClass = "rounded-tile border border-line p-4";
/** The notice's buttons on phones: three in one row, a little smaller than the site's buttons (still 40 px high). */
const compactOnPhones = "max-sm:!min-h-10 max-sm:!px-2 max-sm:!text-sm";

export function ConsentNotice() {
  const { lang, t } = useI18n();
  const c = t.consent;
  return (
    <>
      {/* On phones a compact sheet at the bottom edge (at most 110 px of an 844 px screen): the question, the policy and the
          three choices in one row; the two sentences that say more show from sm up, and in full in the settings and the policy. */}
      <section
        data-consent-banner
        aria-label={c.label}
        className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-3xl rounded-t-card bg-ink px-3 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] text-white shadow-raised sm:inset-x-6 sm:bottom-3 sm:rounded-card sm:p-5"
      >
        {/* Each piece is its own inline block, so none of them is a page's largest text. */}
        <p className="flex flex-wrap gap-x-1 text-sm leading-5">
          <strong className="inline-block">{c.lead}</strong> <span className="hidden sm:inline-block">{c.text}</span>{" "}
          {/* A sentence a block: a long note would otherwise be a page's largest text. */}
          {c.marketingNote.split(/(?<=[.!?])\s+/).map((sentence) => (
            <span key={sentence} className="hidden sm:inline-block">
              {sentence}
            </span>
          ))}{" "}
          <Link to={pagePath("cookies", lang)!} className="inline-block font-semibold underline">
            {c.policy}
          </Link>
        </p>
        {/* Rejecting is exactly as easy and as visible as accepting. */}
        <div className="mt-2 flex flex-wrap gap-1.5 sm:mt-3 sm:gap-2">
          <ConsentButton action="reject" className={buttonClass("inverted", `flex-1 sm:min-w-36 ${compactOnPhones}`)}>
            {c.reject}
          </ConsentButton>
          <ConsentButton action="accept" className={buttonClass("inverted", `flex-1 sm:min-w-36 ${compactOnPhones}`)}>
            {c.accept}
          </ConsentButton>
          <ConsentButton action="settings" className={buttonClass("ghostInverted", `flex-1 sm:flex-none ${compactOnPhones}`)}>
            {c.settings}
          </ConsentButton>
        </div>
      </section>
    </>
  );
}

/**
 * The settings dialog the notice and the footer open. Closed, it is not part of the page, so
 * it comes after the page's content: its heading never precedes the page's own.
 */
export function ConsentSettings() {
  const { t } = useI18n();
  const c = t.consent;
  return (
    <>
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
