import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CheckIcon } from "~/ui/icons";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import { storeLanguage } from "~/i18n/detect-language";
import { useI18n } from "~/i18n/context";
import { languageNames, languages } from "~/i18n/languages";
import { availableLanguages, localizePath } from "~/routing/localize";
import { GlobeIcon, languageTriggerClass, languageTriggerLabel } from "./language-menu";

/**
 * Language menu on Radix DropdownMenu: each entry links to the same page in that
 * language; choosing one stores the choice, then navigates, and the menu closes. A page
 * that exists only in Finnish says so and maps to the other language's home. Mounted
 * open, when the visitor activates the stand-in trigger (see useOnIntent).
 */
export function LanguageMenuPopup({ autoFocus }: { autoFocus: boolean }) {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const available = availableLanguages(pathname);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger ref={trigger} className={languageTriggerClass} aria-label={languageTriggerLabel(t.language.choose, lang)}>
        <GlobeIcon />
        {lang.toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-slate-600 uppercase">{t.language.label}</DropdownMenu.Label>
          {languages.map((target) => (
            <DropdownMenu.Item key={target} asChild>
              <Link
                to={localizePath(pathname, target)}
                lang={target}
                hrefLang={target}
                aria-current={target === lang ? "true" : undefined}
                onClick={() => storeLanguage(target)}
                className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm text-ink outline-none aria-[current]:font-semibold data-highlighted:bg-brand-50 data-highlighted:text-brand-800"
              >
                <span>{languageNames[target]}</span>
                {!available.includes(target) && (
                  <span className="text-xs text-slate-600" lang={lang}>
                    {t.language.finnishOnly}
                  </span>
                )}
                {target === lang && <CheckIcon className="size-4 text-brand-600" />}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
