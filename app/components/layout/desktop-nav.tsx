import { Link, NavLink } from "~/ui/link";
import { isProductId } from "~/config/products";
import { type ProductLink, productsByAvailability, useI18n } from "~/i18n/context";
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
  const { open, later } = productsByAvailability(products);
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
            {/* pt-2 bridges the gap to the button, so the pointer can move down without leaving; at most the
                screen's width less the logo's side of the row, so a laptop's 1024 px keeps it whole. The
                open products in a column of their own; beside them the ways to see them all and their
                prices, and under them, apart, those still to come. */}
            <div className="absolute top-full left-0 z-50 w-[min(55rem,calc(100vw-12rem))] pt-2">
              <div className="grid grid-cols-[minmax(0,1fr)_25rem] overflow-hidden rounded-card border border-line bg-white shadow-raised">
                <ul className="grid content-start gap-1 p-3">
                  {open.map((product) => (
                    <ProductItem key={product.id} product={product} />
                  ))}
                </ul>
                <div className="border-l border-line bg-surface p-3">
                  <div className="grid gap-1">
                    <Link to={pagePath("products", lang)!} className={menuLinkClass}>
                      {t.nav.allProducts} →
                    </Link>
                    <Link to={pagePath("pricing", lang)!} className={menuLinkClass}>
                      {t.nav.pricing} →
                    </Link>
                  </div>
                  <ul className="mt-3 grid gap-1 border-t border-line pt-3">
                    {later.map((product) => (
                      <ProductItem key={product.id} product={product} />
                    ))}
                  </ul>
                </div>
              </div>
            </div>
          </details>
        </li>
        <PageLinkItems />
      </ul>
    </nav>
  );
}

const menuLinkClass = "block rounded-tile px-3 py-2.5 font-semibold text-brand-700 hover:bg-brand-50";

/** A product in the menu: its icon, its name (marked when it is still to come) and its benefit in a few words. */
function ProductItem({ product }: { product: ProductLink }) {
  return (
    <li>
      <Link to={product.path} className="flex gap-3 rounded-tile p-3 hover:bg-brand-50">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-control text-brand-700 ${product.comingSoon ? "bg-white ring-1 ring-line" : "bg-brand-50"}`}
        >
          <Icon name={product.id} className="size-5" />
        </span>
        <span>
          <span className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
            {product.name}
            {product.comingSoon && <ComingSoonBadge />}
          </span>
          <span className="mt-0.5 block text-sm text-muted">{product.benefit}</span>
        </span>
      </Link>
    </li>
  );
}
