import { ExternalLink } from "~/components/external-link";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { buttonClass } from "~/ui/button";
import { NavLink } from "~/ui/link";
import { navLinkClass, PageLinkItems, useNavLinks } from "./nav-links";
import { Icon } from "~/ui/icons";
import { SearchForm } from "~/components/search-form";
import { ComingSoonBadge } from "~/components/coming-soon-badge";
import { LanguageLinks } from "./language-menu";

/**
 * The mobile menu: a native popover panel with every page, each product listed directly.
 * The browser opens and closes it, with or without JavaScript (its button, the close
 * button, Escape, or a tap outside), and a chosen link loads the next page.
 */
export function MobileMenu() {
  const { t, products } = useI18n();
  const { phoneNotice } = useNavLinks();
  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-slate-100 nav:hidden"
        aria-label={t.nav.openMenu}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div
        id="mobile-menu"
        popover="auto"
        role="dialog"
        aria-labelledby="mobile-menu-title"
        className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto bg-white p-5 shadow-raised backdrop:bg-ink/40 open:flex sm:max-w-sm"
      >
        <div className="flex items-center justify-between">
          <p id="mobile-menu-title" className="text-lg font-bold">
            {t.nav.mobileMenuTitle}
          </p>
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-control hover:bg-slate-100"
            aria-label={t.nav.closeMenu}
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        {/* Signing up and logging in first: a returning customer finds the way in without scrolling. */}
        <div className="mt-4 grid grid-cols-2 gap-3">
          <ExternalLink href={site.app.signup} className={buttonClass("primary")}>
            {t.nav.register}
          </ExternalLink>
          <ExternalLink href={site.app.login} className={buttonClass("secondary")}>
            {t.nav.login}
          </ExternalLink>
        </div>
        <div className="mt-4">
          <SearchForm id="menu-search" />
        </div>
        {/* Named by the panel's title, so its name differs from the wide screens' main menu (the two are never shown at once). */}
        <nav aria-labelledby="mobile-menu-title" className="mt-4">
          <ul className="space-y-1">
            <li>
              <NavLink page="home" className={navLinkClass}>
                {t.nav.home}
              </NavLink>
            </li>
            <li className="mb-2 border-b border-line pt-2 pb-3">
              <span className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">{t.nav.products}</span>
              <ul className="mt-1 space-y-1">
                {products.map((product) => (
                  <li key={product.id}>
                    <NavLink page={product.id} className={`${navLinkClass} w-full gap-3 pl-3`}>
                      <Icon name={product.id} className="size-5 text-brand-700" />
                      {product.name}
                      {product.comingSoon && <ComingSoonBadge />}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <PageLinkItems />
          </ul>
        </nav>
        {/* The languages too: the header's language button sits under the open panel. */}
        <div className="mt-4 border-t border-line pt-4">
          <LanguageLinks className="grid grid-cols-2 gap-1" />
        </div>
        <div className="mt-4 border-t border-line pt-4">
          <a href={site.phone.href} className="block rounded-control px-3 py-2 text-center whitespace-nowrap hover:bg-slate-100">
            <span className="block font-semibold">{site.phone.display}</span>
            <span className="block text-sm text-muted">{phoneNotice}</span>
          </a>
        </div>
      </div>
    </>
  );
}
