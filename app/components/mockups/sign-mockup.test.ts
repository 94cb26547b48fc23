import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { productScreenHtml } from "./screen.server";

describe("the Sign screen", () => {
  it("draws a signature line on the document for every signer on the list beside it", () => {
    for (const lang of languages) {
      const html = productScreenHtml("sign", lang);
      const lines = html.match(/border-t border-slate-400/g) ?? [];
      const signers = html.match(/<li /g) ?? [];
      expect(signers.length, lang).toBe(3);
      expect(lines.length, lang).toBe(signers.length);
    }
  });
});
