import { describe, expect, it } from "vitest";
import { brandForms, loadBrandForms } from "./brand-forms.server";
import { fillBrandForms } from "./fill-facts";

describe("the brand's forms", () => {
  it("fill {brand:genitive} in the languages that inflect the brand", () => {
    expect(fillBrandForms("{brand:genitive} blogi", "fi", "test", brandForms)).toBe("Nettilaskun blogi");
    expect(fillBrandForms("{brand:genitive} blogg", "sv", "test", brandForms)).toBe("Nettilaskus blogg");
  });

  it("fail the build on a form the language does not give, naming where", () => {
    expect(() => fillBrandForms("Blog de {brand:genitive}", "es", "ui/blog.yaml es.feed", brandForms)).toThrow(
      /ui\/blog\.yaml es\.feed: \{brand:genitive\}: app\/content\/brand\.yaml gives no "genitive" form in es/,
    );
  });

  it("must be written again when the brand is renamed", () => {
    expect(() => loadBrandForms(undefined, "Laskupro")).toThrow(/"Nettilaskun" is not a form of the brand "Laskupro"/);
  });
});
