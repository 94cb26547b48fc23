import { Link } from "~/ui/link";
import { ExternalLink } from "~/components/external-link";
import { site } from "~/config/site";
import { exampleContent } from "~/content/examples";
import { useI18n } from "~/i18n/context";
import { interpolate } from "~/i18n/format";
import { feedPath, pagePath } from "~/routing/route-table";
import { Icon } from "~/ui/icons";
import { BrandMark } from "./brand-mark";
import { useNavLinks } from "./nav-links";

const linkClass = "inline-block py-1.5 text-slate-300 hover:text-white hover:underline";
// The terms link and the cookie button sit side by side: one box shape keeps their text on one line.
const bottomLinkClass = "inline-flex min-h-11 cursor-pointer items-center text-slate-300 hover:text-white hover:underline";
const headingClass = "text-sm font-semibold tracking-wide text-white uppercase";

export function SiteFooter() {
  const { lang, t, products, accessibilityTitle } = useI18n();
  const { links: companyLinks } = useNavLinks();
  // The products in two columns, the first one longer when their number is odd: four and three
  // for seven (docs/requirements.md, "Header and footer").
  const half = Math.ceil(products.length / 2);
  const columns = [products.slice(0, half), products.slice(half)];
  const registered = [
    site.businessId && interpolate(t.footer.businessId, { businessId: site.businessId }),
    !exampleContent.contactDetails && `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  ].filter(Boolean);

  return (
    // The footer ends above the bars fixed to the bottom (app.css), so its last links can be reached.
    <footer className="bg-ink pb-(--bottom-bar-space) text-slate-300">
      {/* Two columns of links on a phone, three on a tablet, the brand beside them from lg. */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-5 lg:px-8">
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            {site.brand}
          </p>
          <p className="mt-2 max-w-sm">{t.footer.tagline}</p>
          {/* The blog's feed stands in for a newsletter: the site has no forms (docs/decisions.md, "Product"). */}
          <a href={feedPath(lang)} className={`${linkClass} mt-6 inline-flex items-center gap-2 text-sm`}>
            <Icon name="rss" className="size-4 text-brand-300" />
            {t.footer.blogFeed}
          </a>
          <h2 className={`${headingClass} mt-6`}>{t.footer.social}</h2>
          <ul className="mt-3 flex gap-3">
            {site.social.map((link) => (
              <li key={link.name}>
                <ExternalLink
                  href={link.href}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-slate-200 hover:bg-white/20 hover:text-white"
                >
                  <Icon name={link.icon} className="size-5" />
                  <span className="sr-only">{link.name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column, index) => (
          <nav key={index} aria-label={index === 0 ? t.footer.products : t.footer.moreProducts}>
            <h2 className={headingClass}>{index === 0 ? t.footer.products : t.footer.moreProducts}</h2>
            <ul className="mt-3">
              {column.map((product) => (
                <li key={product.id}>
                  <Link to={product.path} className={linkClass}>
                    {product.name}
                  </Link>
                  {/* The second column mixes an open product with those to come: each says which it is. */}
                  {product.comingSoon && (
                    <>
                      {" "}
                      <span className="ml-1 text-xs text-slate-400">{t.common.comingSoon}</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t.footer.company}>
          <h2 className={headingClass}>{t.footer.company}</h2>
          <ul className="mt-3">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          {/* Who runs the site, as the law on information society services asks: the company, its business ID and address. */}
          <div>
            <p>{interpolate(t.footer.copyright, { year: new Date().getFullYear(), entity: site.legalEntity })}</p>
            {/* Neither a business ID nor an address is shown until the configuration has real ones (app/content/site.json). */}
            {registered.length > 0 && <p className="mt-1 text-slate-400">{registered.join(" · ")}</p>}
          </div>
          <div className="flex flex-wrap gap-x-6">
            <ExternalLink href={site.termsUrl} className={bottomLinkClass}>
              {t.footer.terms}
            </ExternalLink>
            <Link to={pagePath("accessibility", lang)!} className={bottomLinkClass}>
              {accessibilityTitle}
            </Link>
            <Link to={pagePath("cookies", lang)!} className={bottomLinkClass}>
              {t.consent.policy}
            </Link>
            {/* Reopens the consent settings (app/consent/install.ts answers it, from the inline script). */}
            <button type="button" data-consent-action="settings" className={bottomLinkClass}>
              {t.footer.cookies}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
