import { describe, expect, it } from "vitest";
import { typeset, typesetText } from "./typeset";

describe("typeset", () => {
  it("keeps numbers on the line of what follows them", () => {
    expect(typesetText("Kokeile 14 päivää, alkaen 9,90 € (alv 0 %).")).toBe(
      "Kokeile 14\u00a0päivää, alkaen\u00a09,90\u00a0€ (alv\u00a00\u00a0%).",
    );
    expect(typesetText("from €9.90/month (excl. VAT)")).toBe("from\u00a0€9.90/month (excl.\u00a0VAT)");
    expect(typesetText("Start your 14-day free trial")).toBe("Start your\u00a014\u2011day free trial");
  });

  it("keeps a range of numbers on one line", () => {
    expect(typesetText("arkisin 9–17, 9.00–17.00")).toBe("arkisin 9\u2060–\u206017, 9.00\u2060–\u206017.00");
  });

  it("leaves other spaces, hyphens and dashes alone", () => {
    expect(typesetText("Laskutus – vuonna 2024, e-lasku 1–3 päivässä (ks. yllä olevat ohjeet)")).toBe(
      "Laskutus – vuonna\u00a02024, e-lasku 1\u2060–\u20603\u00a0päivässä (ks. yllä olevat ohjeet)",
    );
  });

  it("walks nested copy and keeps its shape", () => {
    expect(typeset({ a: "14 days", b: ["3 items", 4], c: { d: undefined } })).toEqual({
      a: "14\u00a0days",
      b: ["3\u00a0items", 4],
      c: { d: undefined },
    });
  });
});
