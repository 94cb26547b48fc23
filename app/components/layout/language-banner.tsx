import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { languageBannerCopy } from "~/content/language-banner";
import { preferredLanguage, readStoredLanguage, storeLanguage } from "~/i18n/detect-language";
import { useI18n } from "~/i18n/context";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/routing/localize";

const dismissedKey = "NETTILASKU_language_banner_dismissed";

/**
 * Suggests the same page in the visitor's language (stored choice, then browser) when it
 * differs from the page's (design.md section 3). Never redirects; dismissing it is
 * remembered. Fixed to the bottom of the viewport so it never shifts the layout.
 */
export function LanguageBanner() {
  const { lang } = useI18n();
  const { pathname } = useLocation();
  const [suggestion, setSuggestion] = useState<Language | null>(null);

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(dismissedKey) === "1";
    } catch {
      // Blocked storage: show the banner; dismissing then lasts for this page view.
    }
    const preferred = preferredLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
    setSuggestion(!dismissed && preferred !== lang ? preferred : null);
  }, [lang]);

  if (!suggestion) return null;
  const copy = languageBannerCopy[suggestion];
  const dismiss = () => {
    setSuggestion(null);
    try {
      window.localStorage.setItem(dismissedKey, "1");
    } catch {
      // Nothing to remember with blocked storage.
    }
  };

  return (
    <section
      aria-label={copy.text}
      lang={suggestion}
      className="fixed inset-x-3 bottom-3 z-30 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-white shadow-2xl sm:inset-x-6"
    >
      <p className="basis-full text-sm sm:flex-1 sm:basis-auto">{copy.text}</p>
      <Link
        to={localizePath(pathname, suggestion)}
        onClick={() => storeLanguage(suggestion)}
        className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-ink hover:bg-brand-50"
      >
        {copy.action}
      </Link>
      <button type="button" onClick={dismiss} className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm underline hover:bg-white/10">
        {copy.dismiss}
      </button>
    </section>
  );
}
