import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { Link, NavLink, useLocation } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import { LanguageMenu } from "./language-menu";
import { MobileMenu } from "./mobile-menu";
import { navLinkClass, useNavLinks } from "./nav-links";

/** Scrolls to the top when a link points at the page already shown (a same-page navigation). */
function useScrollTopOnSamePage() {
  const { pathname } = useLocation();
  return (to: string) => () => {
    if (to === pathname) window.scrollTo({ top: 0 });
  };
}

export function SiteHeader() {
  const { lang, t, products } = useI18n();
  const scrollTop = useScrollTopOnSamePage();
  const { home, links, phoneNotice } = useNavLinks();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t.common.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={home} onClick={scrollTop(home)} aria-label={t.nav.logoLabel} className="mr-2 flex items-center gap-2 rounded-lg">
          <Logo />
        </Link>

        <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} aria-label={t.nav.label} className="relative hidden lg:block">
          <NavigationMenu.List className="flex items-center gap-0.5">
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to={home} end onClick={scrollTop(home)} className={navLinkClass}>
                  {t.nav.home}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Trigger className={`${navLinkClass} group gap-1`}>
                {t.nav.products}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[36rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
                <ul className="grid grid-cols-2 gap-1">
                  {products.map((product) => (
                    <li key={product.id}>
                      <NavigationMenu.Link asChild>
                        <Link to={product.path} onClick={scrollTop(product.path)} className="block rounded-xl p-3 hover:bg-brand-50">
                          <span className="block font-semibold text-ink">{product.name}</span>
                          <span className="block text-sm text-slate-600">{product.domain}</span>
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
                <NavigationMenu.Link asChild>
                  <Link
                    to={pagePath("products", lang)!}
                    className="mt-2 block rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t.nav.allProducts} →
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            {links.map((link) => (
              <NavigationMenu.Item key={link.to}>
                <NavigationMenu.Link asChild>
                  <NavLink to={link.to} onClick={scrollTop(link.to)} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="ml-auto flex items-center gap-1">
          <a
            href={site.phone.href}
            className="hidden min-h-11 flex-col justify-center rounded-lg px-3 leading-tight hover:bg-slate-100 xl:flex"
          >
            <span className="text-sm font-semibold text-ink">{site.phone.display}</span>
            <span className="text-xs text-slate-600">{phoneNotice}</span>
          </a>
          <LanguageMenu />
          <ExternalLink href={site.app.login} className={`${buttonClass("secondary", "max-sm:hidden")} !min-h-10 !px-4 !text-sm`}>
            {t.nav.login}
          </ExternalLink>
          <ExternalLink href={site.app.signup} className={`${buttonClass("primary", "max-sm:hidden")} !min-h-10 !px-4 !text-sm`}>
            {t.nav.register}
          </ExternalLink>

          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function Logo() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 23V9h3.2l7 9.4V9H23v14h-3.2l-7-9.4V23z" fill="#fff" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-ink">{site.brand}</span>
    </>
  );
}
