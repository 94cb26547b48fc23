import { useI18n } from "~/i18n/context";
import { languageNames } from "~/i18n/languages";
import { useOnIntent } from "~/ui/use-on-intent";

export const languageTriggerClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100";

const loadPopup = () => import("./language-menu-popup");

/** The language menu's trigger; the Radix menu itself loads on intent (see useOnIntent). */
export function LanguageMenu() {
  const { lang, t } = useI18n();
  const { loaded, triggerProps } = useOnIntent(loadPopup);
  if (loaded) return <loaded.module.LanguageMenuPopup defaultOpen={loaded.open} autoFocus={loaded.focus} />;
  return (
    <button {...triggerProps} aria-haspopup="menu" aria-expanded="false" className={languageTriggerClass} aria-label={`${t.language.choose}: ${languageNames[lang]}`}>
      <GlobeIcon />
      {lang}
    </button>
  );
}

export function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
