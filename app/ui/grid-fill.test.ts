import { describe, expect, it } from "vitest";
import { gridFillClasses, rowFillingSpans } from "./grid-fill";

/** Lays out the cards row by row, as CSS grid's auto-placement does, and returns each row's used cells. */
function rows(count: number, columns: number, spans: { first: number; last: number }): number[] {
  const widths = Array.from({ length: count }, (_, index) => (index === 0 ? spans.first : index === count - 1 ? spans.last : 1));
  const used: number[] = [0];
  for (const width of widths) {
    if (used.at(-1)! + width > columns) used.push(0);
    used[used.length - 1]! += width;
  }
  return used;
}

describe("rows that fill", () => {
  const counts = Array.from({ length: 14 }, (_, index) => index + 1);
  it.each(counts.flatMap((count) => [2, 3, 4].flatMap((columns) => [true, false].map((featured) => ({ count, columns, featured })))))(
    "$count cards in $columns columns (featured first: $featured) leave no empty cell",
    ({ count, columns, featured }) => {
      const spans = rowFillingSpans(count, columns, featured);
      expect(rows(count, columns, spans).every((cells) => cells === columns)).toBe(true);
      if (featured) expect(spans.first).toBeGreaterThanOrEqual(2);
    },
  );

  it("keeps the seven products' layout: the featured card two wide, or the whole row of three", () => {
    expect([2, 3, 4].map((columns) => rowFillingSpans(7, columns, true))).toEqual([
      { first: 2, last: 1 },
      { first: 3, last: 1 },
      { first: 2, last: 1 },
    ]);
  });

  it("widens the last card only where no featured width fills the rows", () => {
    expect(rowFillingSpans(8, 3, true)).toEqual({ first: 2, last: 1 });
    expect(rowFillingSpans(8, 2, true)).toEqual({ first: 2, last: 2 });
    expect(rowFillingSpans(3, 2, false)).toEqual({ first: 1, last: 2 });
  });

  it("names a span class per breakpoint", () => {
    expect(gridFillClasses(8, { sm: 2, lg: 3, xl: 4 }, true)).toEqual({
      first: "sm:col-span-2 lg:col-span-2 xl:col-span-4",
      last: "sm:col-span-2 lg:col-span-1 xl:col-span-2",
    });
  });
});
