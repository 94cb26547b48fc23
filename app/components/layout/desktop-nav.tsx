import { Link, NavLink } from "~/ui/link";
import { isProductId } from "~/config/products";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { Icon } from "~/ui/icons";
import { ComingSoonBadge } from "../coming-soon-badge";
import { navLinkClass, PageLinkItems } from "./nav-links";

/**
 * The desktop navigation; phones use the mobile menu instead. The products menu is a native
 * `<details>`: a click or Enter opens it, before and without JavaScript; app/enhancements/
 * products-menu.ts adds the hover timing (data-hover-menu).
 */
export function DesktopNav() {
  const { lang, t, products, section } = useI18n();
  // The products button is marked like the current page's link on a product page or the index.
  const inProducts = section === "products" || isProductId(section);
  return (
    <nav aria-label={t.nav.label} className="relative hidden nav:block">
      <ul className="flex items-center gap-0.5">
        <li>
          <NavLink page="home" className={navLinkClass}>
            {t.nav.home}
          </NavLink>
        </li>
        <li>
          <details data-hover-menu className="group">
            <summary
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
                      <Link to={product.path} className="flex gap-3 rounded-tile p-3 hover:bg-brand-50">
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
                  className="mt-2 block rounded-tile px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t.nav.allProducts} →
                </Link>
              </div>
            </div>
          </details>
        </li>
        <PageLinkItems />
      </ul>
    </nav>
  );
}
