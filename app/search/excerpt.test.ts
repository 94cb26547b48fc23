import { describe, expect, it } from "vitest";
import { cleanExcerpt, joinListItems, withoutTitle, withoutTrailingHeading } from "./excerpt";

describe("search excerpts", () => {
  it.each([
    [
      "starts at the sentence that holds the match, and says where the text goes on",
      "blog posts. E-invoicing for small businesses: how to get <mark>started</mark> with the first",
      "E-invoicing for small businesses: how to get <mark>started</mark> with the first …",
    ],
    [
      "ends with the sentence that holds the match",
      "Send an <mark>invoice</mark> in a minute. Then see who has paid and who",
      "Send an <mark>invoice</mark> in a minute.",
    ],
    [
      "marks a cut inside a sentence at the start with an ellipsis",
      "and reminders go out by themselves when an <mark>invoice</mark> is late.",
      "… and reminders go out by themselves when an <mark>invoice</mark> is late.",
    ],
    [
      "keeps a match at the very start, and drops a dangling comma before the ellipsis",
      "<mark>Laskutus</mark> alkaen 9,90 €/kk, hinta riippuu liikevaihdosta,",
      "<mark>Laskutus</mark> alkaen 9,90 €/kk, hinta riippuu liikevaihdosta …",
    ],
    [
      "marks the word without the punctuation Pagefind keeps with it",
      "Kun <mark>lasku,</mark> kuitti ja <mark>laskutus.</mark> Sitten",
      "Kun <mark>lasku</mark>, kuitti ja <mark>laskutus</mark>.",
    ],
  ])("%s", (_, excerpt, cleaned) => {
    expect(cleanExcerpt(excerpt)).toBe(cleaned);
  });

  it("leaves an excerpt without a match or a cut as it is", () => {
    expect(cleanExcerpt("Prices are public.")).toBe("Prices are public.");
    // A sentence that ends with a colon was not cut: it keeps its colon and gets no ellipsis.
    expect(cleanExcerpt("Every <mark>invoice</mark> must include:")).toBe("Every <mark>invoice</mark> must include:");
    expect(cleanExcerpt("")).toBe("");
  });
});

describe("an excerpt that starts with the page's title", () => {
  it("drops the title the result already shows, and the full stop after it", () => {
    expect(
      withoutTitle(
        "E-invoicing for small businesses: how to get started. What is an <mark>e-invoice</mark> and when",
        "E-invoicing for small businesses: how to get started",
      ),
    ).toBe("What is an <mark>e-invoice</mark> and when");
  });

  it("reads through the matches marked inside the title", () => {
    expect(withoutTitle("<mark>Laskutus</mark> pienyrittäjälle. Mitä <mark>laskussa</mark> pitää lukea?", "Laskutus pienyrittäjälle")).toBe(
      "Mitä <mark>laskussa</mark> pitää lukea?",
    );
  });

  it("compares with the title as Pagefind escapes it", () => {
    expect(withoutTitle("Strand &amp; Lind: a case. The <mark>invoice</mark>", "Strand & Lind: a case")).toBe("The <mark>invoice</mark>");
  });

  it("leaves an excerpt alone that does not start with the title, or is nothing but the title", () => {
    expect(withoutTitle("What is an <mark>e-invoice</mark>?", "E-invoicing for small businesses")).toBe(
      "What is an <mark>e-invoice</mark>?",
    );
    expect(withoutTitle("E-invoicing guide", "E-invoicing guide")).toBe("E-invoicing guide");
    // A title that is only the start of a longer word is not the title.
    expect(withoutTitle("Laskutusohjeet. Mitä", "Laskutus")).toBe("Laskutusohjeet. Mitä");
  });
});

describe("list items in an excerpt", () => {
  it("joins the items Pagefind ran together as sentences with commas", () => {
    expect(joinListItems("merkintöjä ovat muun muassa: laskun päivämäärä. yksilöivä laskunumero. <mark>myyjän</mark> nimi")).toBe(
      "merkintöjä ovat muun muassa: laskun päivämäärä, yksilöivä laskunumero, <mark>myyjän</mark> nimi",
    );
    expect(joinListItems("a <mark>laskunumero</mark>. seuraava")).toBe("a <mark>laskunumero</mark>, seuraava");
  });

  it("keeps a full stop before a capital, and after a short word that may be an abbreviation", () => {
    expect(joinListItems("kuka sen hyväksyi ja milloin. Tuntien laskutus")).toBe("kuka sen hyväksyi ja milloin. Tuntien laskutus");
    expect(joinListItems("esim. lasku tai t.ex. faktura, e.g. an invoice")).toBe("esim. lasku tai t.ex. faktura, e.g. an invoice");
  });

  it("reads a list in the middle of a result as one sentence", () => {
    expect(
      cleanExcerpt("Pakollisia merkintöjä ovat: laskun päivämäärä. yksilöivä <mark>laskunumero</mark>. myyjän nimi. Sitten muuta"),
    ).toBe("Pakollisia merkintöjä ovat: laskun päivämäärä, yksilöivä <mark>laskunumero</mark>, myyjän nimi.");
  });
});

describe("an excerpt that ends on a section's heading", () => {
  const headings = ["Invoicing hours", "What is an e-invoice?"];

  it("ends with the sentence before the heading, where that sentence holds a match", () => {
    expect(
      withoutTrailingHeading("You can show who approved the <mark>invoice</mark> and when. <mark>Invoicing</mark> hours.", headings),
    ).toBe("You can show who approved the <mark>invoice</mark> and when.");
  });

  it("keeps the heading when it holds the only match, and a last sentence that is no heading", () => {
    expect(withoutTrailingHeading("You can show who approved it and when. <mark>Invoicing</mark> hours.", headings)).toBe(
      "You can show who approved it and when. <mark>Invoicing</mark> hours.",
    );
    expect(withoutTrailingHeading("Send an <mark>invoice</mark>. Then see who paid.", headings)).toBe(
      "Send an <mark>invoice</mark>. Then see who paid.",
    );
    expect(withoutTrailingHeading("Just one <mark>invoice</mark>.", headings)).toBe("Just one <mark>invoice</mark>.");
  });
});
