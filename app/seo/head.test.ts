import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { pageHead } from "~/routing/page.server";
import { buildHead } from "./head";

const links = (head: MetaDescriptor[], rel: string) =>
  head.filter((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === rel) as { hrefLang?: string; href: string }[];
const meta = (head: MetaDescriptor[], key: string) =>
  head.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key)) as { content: string } | undefined;

describe("head builder", () => {
  it("gives a page its canonical, reciprocal hreflang and x-default", () => {
    const head = pageHead("contact", "sv", { title: "Kontakt", description: "Kontakta oss" });
    expect(links(head, "canonical")).toEqual([expect.objectContaining({ href: "https://www.nettilasku.example/sv/kontakt" })]);
    expect(links(head, "alternate").map((link) => [link.hrefLang, link.href])).toEqual([
      ["fi", "https://www.nettilasku.example/ota-yhteytt%C3%A4"],
      ["en", "https://www.nettilasku.example/en/contact"],
      ["sv", "https://www.nettilasku.example/sv/kontakt"],
      ["es", "https://www.nettilasku.example/es/contacto"],
      ["x-default", "https://www.nettilasku.example/ota-yhteytt%C3%A4"],
    ]);
    expect(meta(head, "og:locale")?.content).toBe("sv_SE");
    expect(meta(head, "og:url")?.content).toBe("https://www.nettilasku.example/sv/kontakt");
    expect(head).toContainEqual({ title: "Kontakt" });
    // Keywords exist in English or Finnish only (docs/decisions.md, "URLs").
    expect(meta(head, "keywords")?.content).toMatch(/online invoicing/);
    expect(meta(pageHead("home", "fi", { title: "Etusivu", description: "…" }), "keywords")?.content).toMatch(/verkkolaskutus/);
    expect(meta(head, "og:image")?.content).toBe("https://www.nettilasku.example/og/sv/kontakt.png");
    expect(meta(head, "twitter:image:alt")?.content).toBe("Kontakt");
  });

  it("lists no other languages for a Finnish-only page", () => {
    const head = pageHead("cleaning", "fi", { title: "Siivous", description: "…" });
    expect(links(head, "alternate").map((link) => link.hrefLang)).toEqual(["fi"]);
  });

  it("gives the root a trailing-slash canonical", () => {
    expect(links(pageHead("home", "fi", { title: "Etusivu", description: "…" }), "canonical")[0]!.href).toBe(
      "https://www.nettilasku.example/",
    );
  });

  it("marks noindex pages and gives them no canonical", () => {
    const head = buildHead({ lang: "en", path: "/x", title: "Not found", description: "…", alternates: {}, noindex: true });
    expect(meta(head, "robots")?.content).toBe("noindex");
    expect(links(head, "canonical")).toEqual([]);
  });

  it("keeps canonical and hreflang on an unlisted page that search engines must not index", () => {
    const head = pageHead("search", "sv", { title: "Sök", description: "…" }, { unlisted: true });
    expect(meta(head, "robots")?.content).toBe("noindex");
    expect(links(head, "canonical").map((link) => link.href)).toEqual(["https://www.nettilasku.example/sv/sok"]);
    expect(links(head, "alternate").map((link) => link.hrefLang)).toEqual(["fi", "en", "sv", "es", "x-default"]);
  });

  it("adds the site's structured data and breadcrumbs on inner pages", () => {
    const head = pageHead("pricing", "en", { title: "Pricing", description: "…" });
    const graph = (head.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { "@graph": { "@type": string }[] } })[
      "script:ld+json"
    ]["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual([
      "Organization",
      "WebSite",
      "SoftwareApplication",
      "SoftwareApplication",
      "BreadcrumbList",
    ]);
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating/);
    // The search action points to the language's own search page.
    expect(graph.find((node) => node["@type"] === "WebSite")).toMatchObject({
      potentialAction: {
        "@type": "SearchAction",
        target: "https://www.nettilasku.example/en/search?q={search_term_string}",
        "query-input": "required name=search_term_string",
      },
    });
    const apps = graph.filter((node) => node["@type"] === "SoftwareApplication") as unknown as Record<string, unknown>[];
    expect(apps.map((app) => app.name)).toEqual(["Nettilasku Invoicing", "Nettilasku Sign"]);
    expect(apps[0]!.offers).toMatchObject({
      priceSpecification: { "@type": "UnitPriceSpecification", minPrice: 9.9, valueAddedTaxIncluded: false, unitCode: "MON" },
    });
    expect(apps[0]!.offers).not.toHaveProperty("price");
  });
});
