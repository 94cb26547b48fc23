import { useI18n } from "~/i18n/context";
import { useOnIntent } from "~/ui/use-on-intent";

export const mobileTriggerClass = "inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden";

const loadPopup = () => import("./mobile-menu-popup");

/** The mobile menu's button; the Radix dialog loads on intent (see useOnIntent). */
export function MobileMenu() {
  const { t } = useI18n();
  const { loaded, triggerProps } = useOnIntent(loadPopup);
  if (loaded) return <loaded.module.MobileMenuPopup autoFocus={loaded.focus} />;
  return (
    <button {...triggerProps} aria-haspopup="dialog" aria-expanded="false" className={mobileTriggerClass} aria-label={t.nav.openMenu}>
      <MenuIcon />
    </button>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
