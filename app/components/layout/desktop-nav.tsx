import type * as RadixNavigationMenu from "@radix-ui/react-navigation-menu";
import type { ButtonHTMLAttributes, HTMLAttributes, ReactElement } from "react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "~/ui/link";
import { isProductId } from "~/config/products";
import { useI18n } from "~/i18n/context";
import { resolvePath } from "~/routing/localize";
import { pagePath } from "~/routing/route-table";
import { ChevronIcon } from "~/ui/icons";
import { useOnIntent } from "~/ui/use-on-intent";
import { navLinkClass, useNavLinks, useScrollTopOnSamePage } from "./nav-links";

/** The parts of Radix NavigationMenu the desktop navigation uses. */
type NavParts = Pick<typeof RadixNavigationMenu, "Root" | "List" | "Item" | "Trigger" | "Content" | "Link">;

/**
 * Plain stand-ins for the Radix parts, rendered until the visitor shows intent: the same
 * links, and a products button that is closed. Radix wraps its list in a div; so do they.
 */
const standInParts = {
  Root: ({
    children,
    delayDuration,
    skipDelayDuration,
    defaultValue,
    ...props
  }: HTMLAttributes<HTMLElement> & { delayDuration?: number; skipDelayDuration?: number; defaultValue?: string }) => (
    <nav {...props}>
      <div style={{ position: "relative" }}>{children}</div>
    </nav>
  ),
  List: (props: HTMLAttributes<HTMLUListElement>) => <ul {...props} />,
  Item: ({ value, ...props }: HTMLAttributes<HTMLLIElement> & { value?: string }) => <li {...props} />,
  Trigger: (props: ButtonHTMLAttributes<HTMLButtonElement>) => <button aria-expanded="false" {...props} />,
  Content: () => null,
  Link: ({ children }: { asChild: true; children: ReactElement }) => children,
} as unknown as NavParts;

const loadNavigationMenu = () => import("@radix-ui/react-navigation-menu");

/**
 * The desktop navigation: Radix NavigationMenu (docs/decisions.md, "Stack": hover delay 200 ms,
 * skip delay 300 ms), loaded on intent (see useOnIntent). Phones never show it, so they
 * never load it.
 */
export function DesktopNav() {
  const { loaded, triggerProps } = useOnIntent(loadNavigationMenu, { hoverDelay: 200 });
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (loaded?.focus) trigger.current?.focus();
  }, [loaded]);
  if (loaded) return <NavigationMenu parts={loaded.module} defaultValue="products" triggerRef={trigger} />;
  return <NavigationMenu parts={standInParts} triggerProps={triggerProps} />;
}

function NavigationMenu({
  parts: Nav,
  defaultValue,
  triggerProps,
  triggerRef,
}: {
  parts: NavParts;
  defaultValue?: string;
  triggerProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  triggerRef?: React.Ref<HTMLButtonElement>;
}) {
  const { lang, t, products } = useI18n();
  const scrollTop = useScrollTopOnSamePage();
  const { home, links } = useNavLinks();
  // The products button is marked like the current page's link on a product page or the index.
  const here = resolvePath(useLocation().pathname);
  const inProducts = here.kind === "page" && (here.page === "products" || isProductId(here.page));
  return (
    <Nav.Root
      delayDuration={200}
      skipDelayDuration={300}
      defaultValue={defaultValue}
      aria-label={t.nav.label}
      className="relative hidden lg:block"
    >
      <Nav.List className="flex items-center gap-0.5">
        <Nav.Item>
          <Nav.Link asChild>
            <NavLink to={home} end onClick={scrollTop(home)} className={navLinkClass}>
              {t.nav.home}
            </NavLink>
          </Nav.Link>
        </Nav.Item>
        <Nav.Item value="products">
          <Nav.Trigger
            ref={triggerRef}
            {...triggerProps}
            data-current-section={inProducts || undefined}
            className={`${navLinkClass} group gap-1 data-current-section:text-brand-700`}
          >
            {t.nav.products}
            <ChevronIcon className="size-4" />
          </Nav.Trigger>
          <Nav.Content className="absolute top-full left-0 mt-2 w-[36rem] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl">
            <ul className="grid grid-cols-2 gap-1">
              {products.map((product) => (
                <li key={product.id}>
                  <Nav.Link asChild>
                    <Link to={product.path} onClick={scrollTop(product.path)} className="block rounded-xl p-3 hover:bg-brand-50">
                      <span className="block font-semibold text-ink">{product.name}</span>
                      <span className="block text-sm text-slate-600">{product.domain}</span>
                    </Link>
                  </Nav.Link>
                </li>
              ))}
            </ul>
            <Nav.Link asChild>
              <Link
                to={pagePath("products", lang)!}
                className="mt-2 block rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t.nav.allProducts} →
              </Link>
            </Nav.Link>
          </Nav.Content>
        </Nav.Item>
        {links.map((link) => (
          <Nav.Item key={link.to}>
            <Nav.Link asChild>
              <NavLink to={link.to} onClick={scrollTop(link.to)} className={navLinkClass}>
                {link.label}
              </NavLink>
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav.List>
    </Nav.Root>
  );
}
