import { describe, expect, it } from "vitest";
import { markdownToHtml, sectionsOf } from "./markdown";

describe("markdownToHtml", () => {
  it("gives each section heading an id from its words, unaccented, unique on the page", () => {
    const html = markdownToHtml(
      "## Mikä verkkolasku on?\n\nTeksti.\n\n## Yhteenveto\n\n## Yhteenveto\n\n### Ei osio\n\n## `Koodi` ja *korostus* & muuta",
    );
    expect(html).toContain('<h2 id="mika-verkkolasku-on">Mikä verkkolasku on?</h2>');
    expect(html).toContain('<h2 id="yhteenveto">Yhteenveto</h2>');
    expect(html).toContain('<h2 id="yhteenveto-2">Yhteenveto</h2>');
    // A subsection heading has an id too, but is no section of the contents (sectionsOf).
    expect(html).toContain('<h3 id="ei-osio">Ei osio</h3>');
    expect(html).toContain('<h2 id="koodi-ja-korostus-muuta">');
  });

  it("lists the sections in order, with their inline HTML", () => {
    const sections = sectionsOf(markdownToHtml("## Första\n\n## Årets *moms*\n"));
    expect(sections).toEqual([
      { id: "forsta", html: "Första" },
      { id: "arets-moms", html: "Årets <em>moms</em>" },
    ]);
  });
});
