/** Structured data about the site and its applications (docs/decisions.md, "URLs"); scripts/build/structured-data.ts checks it against Google's rules. */
import { facts } from "../config/facts";
import { productStartUrl } from "../config/outbound";
import type { ProductId } from "../config/products";
import { site, siteUrl } from "../config/site";
import { messages } from "../content/messages.server";
import { productContent } from "../content/products.server";
import type { Language } from "../i18n/languages";
import { encodePath } from "../routing/localize";
import { pagePath } from "../routing/route-table";
import { absoluteUrl } from "./url";

/** The organization and the website, on every page. */
export function siteJsonLd(lang: Language): Record<string, unknown>[] {
  const organization = {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.brand,
    legalName: site.legalEntity,
    description: messages[lang].footer.tagline,
    url: `${siteUrl}/`,
    logo: { "@type": "ImageObject", url: absoluteUrl(logo.path), width: logo.size, height: logo.size },
    email: site.email,
    telephone: site.phone.href.replace("tel:", ""),
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
  return [organization, website];
}

/** The brand's mark as a raster image for search engines, drawn from public/favicon.svg by the postbuild step. */
export const logo = { path: "/logo.png", size: 512 } as const;

/**
 * The applications described in structured data, invoicing and sign (docs/requirements.md,
 * "Metadata and structured data"), each on its own product page and on the homes, with a stable
 * `@id` per language. An Offer only where the content states a price, as the "from" price it
 * is: Sign's prices are on its own price list.
 */
const structuredApplications = { invoicing: facts.invoicingFromPrice, sign: undefined } as const satisfies Partial<
  Record<ProductId, number | undefined>
>;

type StructuredApplication = keyof typeof structuredApplications;

/** A product page's own application node: none for a product left out of structured data. */
export function productPageJsonLd(id: ProductId, lang: Language): Record<string, unknown>[] {
  return id in structuredApplications ? [applicationJsonLd(id as StructuredApplication, lang)] : [];
}

export function applicationJsonLd(id: StructuredApplication, lang: Language): Record<string, unknown> {
  const page = absoluteUrl(pagePath(id, lang)!);
  const price = structuredApplications[id];
  return {
    "@type": "SoftwareApplication",
    "@id": `${page}#application`,
    name: `${site.brand} ${productContent[lang][id].name}`,
    description: productContent[lang][id].tagline,
    url: page,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: lang,
    publisher: { "@id": `${siteUrl}/#organization` },
    ...(price !== undefined && {
      offers: {
        "@type": "Offer",
        price,
        priceCurrency: "EUR",
        url: productStartUrl(id, lang),
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          minPrice: price,
          priceCurrency: "EUR",
          valueAddedTaxIncluded: false,
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        },
      },
    }),
  };
}

/**
 * A person as an article's author: their name and role, working for the organization. Their
 * page is the about page, where the team is (the site has no page per person).
 */
export function personAuthor(author: { name: string; role: string }, lang: Language): Record<string, unknown> {
  return {
    "@type": "Person",
    name: author.name,
    jobTitle: author.role,
    url: absoluteUrl(pagePath("about", lang)!),
    worksFor: { "@id": `${siteUrl}/#organization` },
  };
}

/** The organization as an article's author, written out for readers of the node alone. */
export function organizationAuthor(): Record<string, unknown> {
  return { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: site.brand, url: `${siteUrl}/` };
}

/**
 * A publishing date (YYYY-MM-DD) as the full date-time search engines ask for: the start of
 * that day in Finland, with Finland's offset on that date (+02:00 in winter, +03:00 in summer).
 */
export function finnishDateTime(isoDate: string): string {
  const noonUtc = new Date(`${isoDate}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat("en", { timeZone: "Europe/Helsinki", timeZoneName: "longOffset" })
    .formatToParts(noonUtc)
    .find((part) => part.type === "timeZoneName")!
    .value.replace("GMT", "");
  return `${isoDate}T00:00:00${offset || "+00:00"}`;
}
