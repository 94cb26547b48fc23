/** Structured data about the site itself, on every page (docs/decisions.md, "URLs"). */
import { facts } from "../config/facts";
import { productStartUrl } from "../config/outbound";
import type { ProductId } from "../config/products";
import { site, siteUrl } from "../config/site";
import { productContent } from "../content/products.server";
import type { Language } from "../i18n/languages";
import { encodePath } from "../routing/localize";
import { pagePath } from "../routing/route-table";

export function siteJsonLd(lang: Language): Record<string, unknown>[] {
  const organization = {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.brand,
    legalName: site.legalEntity,
    url: `${siteUrl}/`,
    email: site.email,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: site.email,
      telephone: site.phone.href.replace("tel:", ""),
      availableLanguage: ["fi", "en"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: site.supportHours.opens,
        closes: site.supportHours.closes,
      },
    },
    address: {
      "@type": "PostalAddress",
      addressLocality: site.organizationAddress.city,
      addressCountry: site.organizationAddress.country,
    },
    sameAs: site.social.map((link) => link.href),
  };
  const website = {
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: site.brand,
    url: `${siteUrl}/`,
    inLanguage: lang,
    publisher: { "@id": `${siteUrl}/#organization` },
    // The language's own search page, which reads `q` (app/routes/search.tsx).
    potentialAction: {
      "@type": "SearchAction",
      target: `${siteUrl}${encodePath(pagePath("search", lang)!)}?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  };
  /** A product in the page's language; a price only where one is published, as the "from" price it is. */
  const application = (id: ProductId, fromPricePerMonth?: number) => ({
    "@type": "SoftwareApplication",
    name: `${site.brand} ${productContent[lang][id].name}`,
    url: productStartUrl(id, lang),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    publisher: { "@id": `${siteUrl}/#organization` },
    ...(fromPricePerMonth !== undefined && {
      offers: {
        "@type": "Offer",
        priceCurrency: "EUR",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          minPrice: fromPricePerMonth,
          priceCurrency: "EUR",
          valueAddedTaxIncluded: false,
          unitCode: "MON",
        },
      },
    }),
  });
  return [organization, website, application("invoicing", facts.invoicingFromPrice), application("sign")];
}
