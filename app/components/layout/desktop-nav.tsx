import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/ui/link";
import { isProductId } from "~/config/products";
import { useI18n } from "~/i18n/context";
import { resolvePath } from "~/routing/localize";
import { pagePath } from "~/routing/route-table";
import { Icon } from "~/ui/icons";
import { ComingSoonBadge } from "../coming-soon-badge";
import { navLinkClass, useNavLinks, useScrollTopOnSamePage } from "./nav-links";

/** Hover timing of the products menu (docs/decisions.md, "Stack"). */
const openDelayMs = 200;
const skipDelayMs = 300;

/**
 * Hover behaviour for a `<details>` menu, on top of what the browser already does (a click
 * or Enter on its summary toggles it, before and without JavaScript): resting the pointer
 * on it opens it after 200 ms, or at once within 300 ms of leaving it; the click that
 * follows a hover-open keeps it open; leaving it, Escape or a click outside closes it.
 */
function useHoverMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const leftAt = useRef(0);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event.type === "click" && details.contains(event.target as Node)) return;
      details.open = false;
      if (event instanceof KeyboardEvent && details.contains(document.activeElement)) details.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
      clearTimeout(timer.current);
    };
  }, []);

  const setOpen = (open: boolean) => {
    if (menu.current) menu.current.open = open;
  };
  return {
    menuRef: menu,
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer.current);
      if (menu.current?.open) return;
      const open = () => {
        openedByHover.current = true;
        setOpen(true);
      };
      if (Date.now() - leftAt.current < skipDelayMs) open();
      else timer.current = setTimeout(open, openDelayMs);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer.current);
      leftAt.current = Date.now();
      if (openedByHover.current) setOpen(false);
    },
    onSummaryClick: (event: React.MouseEvent) => {
      // A hover opened it: this click confirms, it does not close.
      if (openedByHover.current && menu.current?.open) event.preventDefault();
      openedByHover.current = false;
    },
    /** A chosen link closes the menu (a client-side navigation keeps the page, so the browser would not). */
    onLinkClick: () => {
      openedByHover.current = false;
      setOpen(false);
    },
  };
}

/** The desktop navigation; phones use the mobile menu instead. */
export function DesktopNav() {
  const { lang, t, products } = useI18n();
  const scrollTop = useScrollTopOnSamePage();
  const { home, links } = useNavLinks();
  const { menuRef, onPointerEnter, onPointerLeave, onSummaryClick, onLinkClick } = useHoverMenu();
  // The products button is marked like the current page's link on a product page or the index.
  const here = resolvePath(useLocation().pathname);
  const inProducts = here.kind === "page" && (here.page === "products" || isProductId(here.page));
  return (
    <nav aria-label={t.nav.label} className="relative hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <li>
          <NavLink to={home} end onClick={scrollTop(home)} className={navLinkClass}>
            {t.nav.home}
          </NavLink>
        </li>
        <li onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
          <details ref={menuRef} className="group">
            <summary
              onClick={onSummaryClick}
              data-current-section={inProducts || undefined}
              className={`${navLinkClass} cursor-pointer list-none gap-1 data-current-section:text-brand-700 [&::-webkit-details-marker]:hidden`}
            >
              {t.nav.products}
              <Icon name="chevronDown" className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            {/* pt-2 bridges the gap to the button, so the pointer can move down without leaving. */}
            <div className="absolute top-full left-0 z-50 w-[48rem] pt-2">
              <div className="rounded-card border border-line bg-white p-3 shadow-raised">
                <ul className="grid grid-cols-2 gap-1">
                  {products.map((product) => (
                    <li key={product.id}>
                      <Link
                        to={product.path}
                        onClick={() => {
                          onLinkClick();
                          scrollTop(product.path)();
                        }}
                        className="flex gap-3 rounded-tile p-3 hover:bg-brand-50"
                      >
                        <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
                          <Icon name={product.id} className="size-5" />
                        </span>
                        <span>
                          <span className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
                            {product.name}
                            {product.comingSoon && <ComingSoonBadge />}
                          </span>
                          <span className="mt-0.5 text-sm text-muted">{product.benefit}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link
                  to={pagePath("products", lang)!}
                  onClick={onLinkClick}
                  className="mt-2 block rounded-tile px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t.nav.allProducts} →
                </Link>
              </div>
            </div>
          </details>
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={scrollTop(link.to)} className={navLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
