/** Structured data about the site itself, on every page (spec section 2, "Metadata"). */
import { productStartUrl } from "../config/outbound";
import { site, siteUrl } from "../config/site";
import type { Language } from "../i18n/languages";

/** Set to the site's search path when a search page exists; WebSite then gets a SearchAction. */
const searchPath: string | undefined = undefined;

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
    ...(searchPath && {
      potentialAction: {
        "@type": "SearchAction",
        target: `${siteUrl}${searchPath}?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    }),
  };
  const application = (name: string, url: string, offer?: { price: string }) => ({
    "@type": "SoftwareApplication",
    name,
    url,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    publisher: { "@id": `${siteUrl}/#organization` },
    ...(offer && {
      offers: { "@type": "Offer", price: offer.price, priceCurrency: "EUR", valueAddedTaxIncluded: false },
    }),
  });
  return [
    organization,
    website,
    application(`${site.brand} Laskutus`, productStartUrl("invoicing", lang), { price: "9.90" }),
    application(`${site.brand} Allekirjoitus`, productStartUrl("sign", lang)),
  ];
}
