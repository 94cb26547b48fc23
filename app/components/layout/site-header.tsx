import { BrandMark } from "./brand-mark";
import { Link } from "~/ui/link";
import { ExternalLink } from "~/components/external-link";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { buttonClass } from "~/ui/button";
import { DesktopNav } from "./desktop-nav";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "~/components/search-form";
import { Icon } from "~/ui/icons";
import { useNavLinks } from "./nav-links";

/** The first thing a keyboard reaches on every page, before the language bar and the header. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:shadow"
    >
      {t.common.skipToContent}
    </a>
  );
}

export function SiteHeader() {
  const { t } = useI18n();
  const { home, phoneNotice } = useNavLinks();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur" data-site-header>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={home} aria-label={t.nav.logoLabel} className="mr-2 flex items-center gap-2 rounded-control">
          <Logo />
        </Link>

        <DesktopNav />

        <div className="ml-auto flex items-center gap-1">
          <a
            href={site.phone.href}
            className="hidden min-h-11 flex-col justify-center rounded-control px-3 leading-tight whitespace-nowrap hover:bg-slate-100 2xl:flex"
          >
            <span className="text-sm font-semibold text-ink">{site.phone.display}</span>
            <span className="text-xs text-muted">{phoneNotice}</span>
          </a>
          <SearchMenu />
          <LanguageMenu />
          <ExternalLink
            href={site.app.login}
            className={`${buttonClass("secondary", "max-sm:hidden")} !min-h-10 !px-4 !text-sm nav:max-xl:!px-3`}
          >
            {t.nav.login}
          </ExternalLink>
          {/* Sign-up stays in the header at every width; on a phone it is the one button beside the menu. */}
          <ExternalLink href={site.app.signup} className={`${buttonClass("primary")} !min-h-10 !px-3 !text-sm sm:!px-4 nav:max-xl:!px-3`}>
            {t.nav.register}
          </ExternalLink>

          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * Search from a tablet up: a button that opens the search field in a native popover, so the
 * header keeps its one row, also where the navigation has collapsed into the menu. Phones find
 * the field in the menu.
 */
function SearchMenu() {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        popoverTarget="search-panel"
        aria-label={t.nav.search}
        className="hidden size-11 items-center justify-center rounded-control text-ink hover:bg-slate-100 sm:inline-flex"
      >
        <Icon name="search" className="size-5" />
      </button>
      <div
        id="search-panel"
        popover="auto"
        role="dialog"
        aria-label={t.nav.search}
        data-under-header
        className="inset-auto top-16 right-3 m-0 w-96 max-w-[calc(100vw-1.5rem)] rounded-tile border border-line bg-white p-3 shadow-raised sm:right-6"
      >
        {/* The browser puts the cursor in the field when the panel opens (autofocus in a popover). */}
        <SearchForm id="header-search" autoFocus />
      </div>
    </>
  );
}

function Logo() {
  return (
    <>
      <BrandMark />
      {/* The link's label names the brand: below 375 px the mark alone leaves room for sign-up. */}
      <span className="text-lg font-bold tracking-tight text-ink max-[374px]:sr-only">{site.brand}</span>
    </>
  );
}
