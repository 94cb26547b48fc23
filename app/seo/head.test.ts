import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { pageHead, tablePageContext } from "~/routing/page.server";
import { buildHead, xDefault } from "./head";
import { applicationJsonLd, finnishDateTime, productPageJsonLd } from "./json-ld";

const links = (head: MetaDescriptor[], rel: string) =>
  head.filter((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === rel) as { hrefLang?: string; href: string }[];
const meta = (head: MetaDescriptor[], key: string) =>
  head.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as { content: string } | undefined;

describe("head builder", () => {
  it("gives a page its canonical, reciprocal hreflang and x-default", () => {
    const head = pageHead(tablePageContext("contact", "sv"), { title: "Kontakt", description: "Kontakta oss" });
    expect(links(head, "canonical")).toEqual([expect.objectContaining({ href: "https://www.nettilasku.example/sv/kontakt" })]);
    const alternates = links(head, "alternate").map((link) => [link.hrefLang, link.href]);
    expect(alternates.map(([lang]) => lang)).toEqual([...languages, "x-default"]);
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["fi", "https://www.nettilasku.example/ota-yhteytt%C3%A4"],
        ["en", "https://www.nettilasku.example/en/contact"],
        ["sv", "https://www.nettilasku.example/sv/kontakt"],
        ["es", "https://www.nettilasku.example/es/contacto"],
        ["x-default", "https://www.nettilasku.example/ota-yhteytt%C3%A4"],
      ]),
    );
    expect(meta(head, "og:locale")?.content).toBe("sv_SE");
    expect(meta(head, "og:url")?.content).toBe("https://www.nettilasku.example/sv/kontakt");
    expect(head).toContainEqual({ title: "Kontakt" });
    // Keywords in the page's own language (docs/decisions.md, "URLs").
    expect(meta(head, "keywords")?.content).toMatch(/fakturaprogram/);
    expect(meta(pageHead(tablePageContext("home", "fi"), { title: "Etusivu", description: "…" }), "keywords")?.content).toMatch(
      /verkkolaskutus/,
    );
    expect(meta(head, "og:image")?.content).toBe("https://www.nettilasku.example/og/sv/kontakt.png");
    expect(meta(head, "twitter:image:alt")?.content).toBe("Kontakt");
  });

  it("lists no other languages for a Finnish-only page", () => {
    const head = pageHead(
      { kind: "landing", id: "cleaning", lang: "fi", path: "/siivous-toiminnanohjaus", alternates: { fi: "/siivous-toiminnanohjaus" } },
      { title: "Siivous", description: "…" },
    );
    expect(links(head, "alternate").map((link) => link.hrefLang)).toEqual(["fi"]);
  });

  it("gives the root a trailing-slash canonical", () => {
    expect(links(pageHead(tablePageContext("home", "fi"), { title: "Etusivu", description: "…" }), "canonical")[0]!.href).toBe(
      "https://www.nettilasku.example/",
    );
  });

  it("marks noindex pages and gives them no canonical", () => {
    const head = buildHead({ lang: "en", path: "/x", title: "Not found", description: "…", alternates: {}, noindex: true });
    expect(meta(head, "robots")?.content).toBe("noindex");
    expect(links(head, "canonical")).toEqual([]);
  });

  it("keeps canonical and hreflang on an unlisted page that search engines must not index", () => {
    const head = pageHead(tablePageContext("search", "sv"), { title: "Sök", description: "…" }, { unlisted: true });
    expect(meta(head, "robots")?.content).toBe("noindex");
    expect(links(head, "canonical").map((link) => link.href)).toEqual(["https://www.nettilasku.example/sv/sok"]);
    expect(links(head, "alternate").map((link) => link.hrefLang)).toEqual([...languages, "x-default"]);
  });

  it("points x-default to the Finnish version, or for an article not in Finnish, the English one", () => {
    expect(xDefault({ fi: "/blog/a/b", en: "/en/blog/a/b" })).toBe("/blog/a/b");
    expect(xDefault({ sv: "/sv/blog/a/b", en: "/en/blog/a/b" })).toBe("/en/blog/a/b");
    expect(xDefault({ es: "/es/blog/a/b", sv: "/sv/blog/a/b" })).toBe("/sv/blog/a/b");
    expect(xDefault({})).toBeUndefined();
  });

  const graphOf = (head: ReturnType<typeof pageHead>) =>
    (head.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { "@graph": Record<string, unknown>[] } })["script:ld+json"][
      "@graph"
    ];

  it("adds the site's structured data and breadcrumbs on inner pages, and no application where it is not the page's", () => {
    const graph = graphOf(pageHead(tablePageContext("pricing", "en"), { title: "Pricing", description: "…" }));
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "BreadcrumbList"]);
    // The search action points to the language's own search page.
    expect(graph.find((node) => node["@type"] === "WebSite")).toMatchObject({
      potentialAction: {
        "@type": "SearchAction",
        target: "https://www.nettilasku.example/en/search?q={search_term_string}",
        "query-input": "required name=search_term_string",
      },
    });
    expect(graph[0]).toMatchObject({ logo: { url: "https://www.nettilasku.example/logo.png", width: 512, height: 512 } });
    expect(graph[0]!.description).toMatch(/small businesses/);
  });

  it("describes invoicing with its price and Sign without an Offer, each with a stable @id and no rating", () => {
    const invoicing = applicationJsonLd("invoicing", "en");
    expect(invoicing).toMatchObject({
      "@id": "https://www.nettilasku.example/en/invoicing#application",
      name: "Nettilasku Invoicing",
      offers: {
        price: 9.9,
        priceCurrency: "EUR",
        priceSpecification: { "@type": "UnitPriceSpecification", price: 9.9, minPrice: 9.9, valueAddedTaxIncluded: false },
      },
    });
    const sign = applicationJsonLd("sign", "fi");
    expect(sign["@id"]).toBe("https://www.nettilasku.example/allekirjoitus#application");
    expect(sign).not.toHaveProperty("offers");
    expect(JSON.stringify([invoicing, sign])).not.toMatch(/aggregateRating|review/i);
    expect(productPageJsonLd("erp", "en")).toEqual([]);
    expect(productPageJsonLd("sign", "en")).toHaveLength(1);
  });

  it("dates articles at the start of the day in Finland, with Finland's offset on that day", () => {
    expect(finnishDateTime("2024-01-15")).toBe("2024-01-15T00:00:00+02:00");
    expect(finnishDateTime("2024-07-01")).toBe("2024-07-01T00:00:00+03:00");
  });
});
