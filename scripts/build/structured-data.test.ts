import { describe, expect, it } from "vitest";
import { applicationJsonLd, organizationAuthor, personAuthor, siteJsonLd } from "../../app/seo/json-ld";
import { checkStructuredData, structuredDataRules } from "./structured-data";

const siteGraph = [...siteJsonLd("en"), applicationJsonLd("invoicing", "en"), applicationJsonLd("sign", "en")];

describe("structured-data check", () => {
  it("passes the site's own nodes: organization, website and both applications", () => {
    expect(siteGraph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "SoftwareApplication", "SoftwareApplication"]);
    expect(siteGraph.flatMap(checkStructuredData)).toEqual([]);
  });

  it("fails an Offer without its price, naming the rule's source", () => {
    const invoicing = applicationJsonLd("invoicing", "en") as { offers: Record<string, unknown> };
    const { price: _price, ...offerWithoutPrice } = invoicing.offers;
    expect(checkStructuredData({ ...invoicing, offers: offerWithoutPrice })).toEqual([
      'JSON-LD SoftwareApplication lacks required "offers.price" (https://developers.google.com/search/docs/appearance/structured-data/software-app)',
    ]);
  });

  it("fails an organization without its logo and an article author without a name", () => {
    const { logo: _logo, ...organization } = siteGraph[0]!;
    expect(checkStructuredData(organization)).toEqual([expect.stringContaining('lacks recommended "logo"')]);
    const article = { "@type": "BlogPosting", headline: "H", image: "i", datePublished: "2024-01-15T00:00:00+02:00" };
    expect(checkStructuredData({ ...article, author: { ...organizationAuthor(), name: undefined } })).toEqual([
      expect.stringContaining('"author.name"'),
    ]);
    expect(checkStructuredData({ ...article, author: organizationAuthor() })).toEqual([]);
    // A person who wrote it: named, with the team's page, working for the organization.
    const person = personAuthor({ name: "Aino Laine", role: "Kirjanpitäjä" }, "fi");
    expect(person).toMatchObject({ "@type": "Person", jobTitle: "Kirjanpitäjä", url: "https://www.nettilasku.example/tietoa" });
    expect(checkStructuredData({ ...article, author: person })).toEqual([]);
  });

  it("checks every item of a breadcrumb trail, and refuses a type it has no rules for", () => {
    const trail = {
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "/" },
        { position: 2, name: "Blog" },
      ],
    };
    expect(checkStructuredData(trail)).toEqual([expect.stringContaining('"itemListElement[].item"')]);
    expect(checkStructuredData({ "@type": "Product", name: "x" })).toEqual([expect.stringContaining("no rules for this type")]);
  });

  it("names a source for every type and a reason for every property the site leaves out", () => {
    for (const rules of Object.values(structuredDataRules)) {
      expect(rules.source).toMatch(/^https:\/\/developers\.google\.com\/search\/docs\//);
      for (const rule of rules.properties)
        if (rule.absent !== undefined) expect(rule.absent.split(" ").length, rule.property).toBeGreaterThan(3);
    }
  });
});
