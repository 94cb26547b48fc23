import { describe, expect, it } from "vitest";
import { groupOf, namedFirst, nameMatches, sectionOf } from "./config";

const sections = {
  pages: { "/en": "Home", "/en/about": "About us", "/en/blog": "Blog", "/ota-yhteyttä": "Ota yhteyttä" },
  blogPath: "/en/blog",
  blog: "Blog",
  categories: { laskutus: "Invoicing" },
  products: "Products",
};

describe("a search result's section", () => {
  it("names a page by its menu name, an article by the blog and its category, and the rest as products", () => {
    expect(sectionOf("/en/about", sections)).toBe("About us");
    expect(sectionOf("/en/blog", sections)).toBe("Blog");
    expect(sectionOf("/en/blog/laskutus/e-invoicing", sections)).toBe("Blog · Invoicing");
    expect(sectionOf("/en/blog/unknown/x", sections)).toBe("Blog");
    expect(sectionOf("/en/invoicing", sections)).toBe("Products");
    // Pagefind may give a path percent-encoded.
    expect(sectionOf("/ota-yhteytt%C3%A4", sections)).toBe("Ota yhteyttä");
    expect(sectionOf("/%E4", sections)).toBe("Products");
  });
});

describe("a search result's group", () => {
  it("puts articles under the blog, pages with a menu name among the pages, and the rest among the products", () => {
    expect(groupOf("/en/blog/laskutus/e-invoicing", sections)).toBe("articles");
    expect(groupOf("/en/blog", sections)).toBe("pages");
    expect(groupOf("/en", sections)).toBe("pages");
    expect(groupOf("/ota-yhteytt%C3%A4", sections)).toBe("pages");
    expect(groupOf("/en/invoicing", sections)).toBe("products");
  });
});

describe("a product named by the query", () => {
  it("matches a word of the query that begins a word of the name, or would but for its last letter", () => {
    expect(nameMatches("Laskutus", "lasku")).toBe(true);
    expect(nameMatches("Nettilasku Invoicing", "invoice")).toBe(true);
    expect(nameMatches("Fakturering", "faktura")).toBe(true);
    expect(nameMatches("Facturación", "factura electrónica")).toBe(true);
    expect(nameMatches("Toiminnanohjaus", "lasku")).toBe(false);
    expect(nameMatches("Taloushallinto", "alv")).toBe(false);
    // Two letters begin too many words to mean a name.
    expect(nameMatches("Laskutus", "la")).toBe(false);
  });

  it("leads the products, keeping the search's order within the named and the rest", () => {
    const results = ["Toiminnanohjaus", "Laskutus", "CRM", "Taloushallinto"].map((title) => ({ title }));
    expect(namedFirst(results, "lasku").map((result) => result.title)).toEqual(["Laskutus", "Toiminnanohjaus", "CRM", "Taloushallinto"]);
    expect(namedFirst(results, "alv")).toEqual(results);
  });
});
