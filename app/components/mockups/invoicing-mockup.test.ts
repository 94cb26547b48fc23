import { describe, expect, it } from "vitest";
import { productScreenHtml } from "./screen.server";

/** The amounts a screen shows, as numbers: "1 240,00 €" → 1240. */
const amounts = (html: string) =>
  [...html.replaceAll(/<[^>]+>/g, "|").matchAll(/(\d[\d\s\u00a0\u202f]*(?:,\d{2})?)\s?€/g)].map(([, figure]) =>
    Number(figure!.replaceAll(/[\s\u00a0\u202f]/g, "").replace(",", ".")),
  );

describe("the Invoicing screen", () => {
  it("adds up: its open and overdue totals are those of the invoices it lists", () => {
    const [open, overdue, , ...rows] = amounts(productScreenHtml("invoicing", "fi"));
    // The rows in order: a draft, an open one, an overdue one, two paid.
    expect(rows).toEqual([1240, 860.5, 2480, 395, 1615.2]);
    expect(overdue).toBe(2480);
    expect(open).toBe(Math.round(860.5 + 2480));
  });
});
