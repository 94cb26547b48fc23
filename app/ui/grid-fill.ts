/**
 * Card grids that fill every row, whatever the number of cards (docs/design-language.md,
 * "Spacing and layout"): a grid whose first card is featured widens it until the rows come out
 * whole, and where no width does, the last card takes the rest of the last row instead of
 * leaving empty cells. The product grids and the pricing page use it, so adding a product
 * never leaves a hole in a row.
 */

/** Breakpoints at which a grid changes its number of columns (Tailwind's). */
export type Breakpoint = "sm" | "md" | "lg" | "xl";

// Whole class names, so Tailwind finds them in this file: index = the number of columns spanned.
const spanClasses: Record<Breakpoint, readonly string[]> = {
  sm: ["", "sm:col-span-1", "sm:col-span-2", "sm:col-span-3", "sm:col-span-4"],
  md: ["", "md:col-span-1", "md:col-span-2", "md:col-span-3", "md:col-span-4"],
  lg: ["", "lg:col-span-1", "lg:col-span-2", "lg:col-span-3", "lg:col-span-4"],
  xl: ["", "xl:col-span-1", "xl:col-span-2", "xl:col-span-3", "xl:col-span-4"],
};

/** How many columns the first and the last card span in rows of `columns` so that every row is whole. */
export function rowFillingSpans(count: number, columns: number, featuredFirst: boolean): { first: number; last: number } {
  if (count <= 0 || columns <= 1) return { first: 1, last: 1 };
  const lastSpan = (cells: number) => (cells % columns === 0 ? 1 : columns - (cells % columns) + 1);
  if (count === 1) return { first: columns, last: columns };
  if (!featuredFirst) return { first: 1, last: lastSpan(count) };
  // The featured card is at least two columns wide; of the widths that work, the narrowest
  // that needs no wider last card, else the one whose last card grows least.
  let best = { first: columns, last: lastSpan(count - 1 + columns) };
  for (let first = columns; first >= Math.min(2, columns); first--) {
    const last = lastSpan(count - 1 + first);
    if (last <= best.last) best = { first, last };
  }
  return best;
}

/**
 * The class names that widen the first and the last of `count` cards at each breakpoint, for
 * a grid with the given columns per breakpoint (one column below the first breakpoint).
 */
export function gridFillClasses(
  count: number,
  columns: Partial<Record<Breakpoint, number>>,
  featuredFirst: boolean,
): { first: string; last: string } {
  const first: string[] = [];
  const last: string[] = [];
  for (const [breakpoint, columnCount] of Object.entries(columns) as [Breakpoint, number][]) {
    if (columnCount > 4) throw new Error(`gridFillClasses: ${columnCount} columns at ${breakpoint}: add their classes to spanClasses`);
    const spans = rowFillingSpans(count, columnCount, featuredFirst);
    first.push(spanClasses[breakpoint][spans.first]!);
    last.push(spanClasses[breakpoint][spans.last]!);
  }
  return { first: first.join(" "), last: last.join(" ") };
}

/** The span classes of the card at `index` of `count`: the first's, the last's, or none. */
export function cardSpan(index: number, count: number, classes: { first: string; last: string }): string {
  return index === 0 ? classes.first : index === count - 1 ? classes.last : "";
}
