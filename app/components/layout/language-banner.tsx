import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import { languageBannerCopy } from "~/content/language-banner";
import { preferredLanguage, readStoredLanguage, storeLanguage } from "~/i18n/detect-language";
import { useI18n } from "~/i18n/context";
import { localizePath } from "~/routing/localize";

const dismissedKey = "NETTILASKU_language_banner_dismissed";
const noSubscription = () => () => {};

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(dismissedKey) === "1";
  } catch {
    return false; // Blocked storage: show the banner; dismissing then lasts for this page view.
  }
}

/**
 * Suggests the same page in the visitor's language (stored choice, then browser) when it
 * differs from the page's (design.md section 3). Never redirects; dismissing it is
 * remembered. Browser-only values are read after hydration (the prerendered HTML has no
 * banner), and it is fixed to the bottom of the viewport so it never shifts the layout.
 */
export function LanguageBanner() {
  const { lang } = useI18n();
  const { pathname } = useLocation();
  const preferred = useSyncExternalStore(
    noSubscription,
    () => preferredLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]),
    () => lang,
  );
  const dismissedBefore = useSyncExternalStore(noSubscription, wasDismissed, () => true);
  const [dismissed, setDismissed] = useState(false);

  if (dismissed || dismissedBefore || preferred === lang) return null;
  const copy = languageBannerCopy[preferred];
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(dismissedKey, "1");
    } catch {
      // Nothing to remember with blocked storage.
    }
  };

  return (
    <section
      aria-label={copy.text}
      lang={preferred}
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-white shadow-2xl sm:inset-x-6"
    >
      <p className="basis-full text-sm sm:flex-1 sm:basis-auto">{copy.text}</p>
      <Link
        to={localizePath(pathname, preferred)}
        onClick={() => storeLanguage(preferred)}
        className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-ink hover:bg-brand-50"
      >
        {copy.action}
      </Link>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm underline hover:bg-white/10"
      >
        {copy.dismiss}
      </button>
    </section>
  );
}
