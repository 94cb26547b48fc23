import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { formatEuros, interpolate } from "~/i18n/format";
import { pagePath } from "~/routing/route-table";
import { NavLink } from "~/ui/link";

export const navLinkClass =
  "inline-flex min-h-11 items-center rounded-control px-3 text-[0.9375rem] font-medium whitespace-nowrap text-body hover:bg-slate-100 hover:text-ink aria-[current=page]:text-brand-700 nav:max-xl:px-2 nav:max-xl:text-sm";

/** The premium-rate notice beside every display of the phone number, e.g. "1,54 €/min + alv". */
export function usePhoneNotice(): string {
  const { lang, t } = useI18n();
  return interpolate(t.common.phoneNotice, { price: formatEuros(site.phone.pricePerMinute, lang) });
}

/** The site's page links in the page's language, shared by the header menus and the footer. */
export function useNavLinks() {
  const { lang, t } = useI18n();
  return {
    home: pagePath("home", lang)!,
    links: (["about", "blog", "pricing", "contact"] as const).map((page) => ({ page, to: pagePath(page, lang)!, label: t.nav[page] })),
    phoneNotice: usePhoneNotice(),
  };
}

/** The site's page links as items of a menu's list: the desktop and the mobile menu list them alike. */
export function PageLinkItems() {
  const { links } = useNavLinks();
  return links.map((link) => (
    <li key={link.to}>
      <NavLink page={link.page} className={navLinkClass}>
        {link.label}
      </NavLink>
    </li>
  ));
}
