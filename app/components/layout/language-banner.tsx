import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import { languageBannerKey, preferredLanguage, readStoredLanguage, storeLanguage } from "~/i18n/detect-language";
import { useBrowserValue } from "~/hydration/use-browser-value";
import { useI18n } from "~/i18n/context";
import { alternatePaths } from "~/routing/localize";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(languageBannerKey) === "1";
  } catch {
    return false; // Blocked storage: show the banner; dismissing then lasts for this page view.
  }
}

/**
 * Suggests the same page in the visitor's language (stored choice, then browser) when it
 * differs from the page's and the page exists in it (docs/decisions.md, "Languages"): not on the
 * Finnish-only page or a 404. Never redirects; dismissing it is remembered. Browser-only
 * values are read after hydration (the prerendered HTML has no banner), and it is fixed
 * to the bottom of the viewport so it never shifts the layout; its height goes to
 * --language-banner-space, which keeps keyboard focus scrolled clear of it (app.css).
 */
export function LanguageBanner() {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const preferred = useBrowserValue(
    () => preferredLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]),
    () => lang,
  );
  const dismissedBefore = useBrowserValue(wasDismissed, () => true);
  const [dismissed, setDismissed] = useState(false);
  const target = alternatePaths(pathname)[preferred];
  const shown = !dismissed && !dismissedBefore && preferred !== lang && target !== undefined;
  const banner = useReservedSpace<HTMLElement>("--language-banner-space", shown);

  if (!shown) return null;
  const copy = t.languageBanners[preferred];
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(languageBannerKey, "1");
    } catch {
      // Nothing to remember with blocked storage.
    }
  };

  return (
    <section
      ref={banner}
      data-language-banner
      aria-label={copy.text}
      lang={preferred}
      className="fixed inset-x-3 bottom-[calc(var(--bottom-bar-space,0px)+0.75rem)] z-30 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-card border border-line bg-white px-4 py-3 text-ink shadow-raised sm:inset-x-6"
    >
      <p className="basis-full text-sm sm:flex-1 sm:basis-auto">{copy.text}</p>
      <Link
        to={target}
        onClick={() => storeLanguage(preferred)}
        className="inline-flex min-h-11 items-center rounded-control bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {copy.action}
      </Link>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex min-h-11 items-center rounded-control px-3 text-sm text-body underline hover:bg-surface"
      >
        {copy.dismiss}
      </button>
    </section>
  );
}

/** Publishes an element's height plus its bottom margin as a CSS variable on the document while it is shown. */
function useReservedSpace<T extends HTMLElement>(variable: string, shown: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    const node = element.current;
    if (!shown || !node) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(variable, `${node.offsetHeight + 12}px`));
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [variable, shown]);
  return element;
}
