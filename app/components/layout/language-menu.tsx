import { useI18n } from "~/i18n/context";
import { type Language, languageNames } from "~/i18n/languages";
import { useOnIntent } from "~/ui/use-on-intent";

export const languageTriggerClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100";

/** Accessible name of the trigger; it starts with the visible code ("FI") so speech users can say what they see. */
export function languageTriggerLabel(choose: string, lang: Language): string {
  return `${lang.toUpperCase()} – ${choose}: ${languageNames[lang]}`;
}

const loadPopup = () => import("./language-menu-popup");

/** The language menu's trigger; the Radix menu itself loads on intent (see useOnIntent). */
export function LanguageMenu() {
  const { lang, t } = useI18n();
  const { loaded, triggerProps } = useOnIntent(loadPopup);
  if (loaded) return <loaded.module.LanguageMenuPopup autoFocus={loaded.focus} />;
  return (
    <button
      {...triggerProps}
      aria-haspopup="menu"
      aria-expanded="false"
      className={languageTriggerClass}
      aria-label={languageTriggerLabel(t.language.choose, lang)}
    >
      <GlobeIcon />
      {lang.toUpperCase()}
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
