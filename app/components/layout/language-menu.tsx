import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link, useLocation } from "react-router";
import { storeLanguage } from "~/i18n/detect-language";
import { useI18n } from "~/i18n/context";
import { languageNames, languages } from "~/i18n/languages";
import { availableLanguages, localizePath } from "~/routing/localize";

/**
 * Language menu: each entry links to the same page in that language; choosing one
 * stores the choice, then navigates. A page that exists only in Finnish says so and
 * maps to the other language's home.
 */
export function LanguageMenu() {
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const available = availableLanguages(pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100"
        aria-label={`${t.language.choose}: ${languageNames[lang]}`}
      >
        <GlobeIcon />
        {lang}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-slate-600 uppercase">
            {t.language.label}
          </DropdownMenu.Label>
          {languages.map((target) => (
            <DropdownMenu.Item key={target} asChild>
              <Link
                to={localizePath(pathname, target)}
                lang={target}
                hrefLang={target}
                aria-current={target === lang ? "true" : undefined}
                onClick={() => storeLanguage(target)}
                className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-sm text-ink outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-800 aria-[current]:font-semibold"
              >
                <span>{languageNames[target]}</span>
                {!available.includes(target) && (
                  <span className="text-xs text-slate-600" lang={lang}>
                    {t.language.finnishOnly}
                  </span>
                )}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
