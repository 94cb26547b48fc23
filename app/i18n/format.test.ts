import { describe, expect, it } from "vitest";
import { formatDate, formatEuros, formatHour, formatNumber, interpolate } from "./format";

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatting per locale", () => {
  it("writes prices the local way", () => {
    expect(nbsp(formatEuros(9.9, "fi"))).toBe("9,90 €");
    expect(formatEuros(9.9, "en")).toBe("€9.90");
    expect(nbsp(formatEuros(9.9, "sv"))).toBe("9,90 €");
    expect(nbsp(formatEuros(9.9, "es"))).toBe("9,90 €");
    // A whole-euro price drops its cents, everywhere it is shown (pricing and the cleaning page alike).
    expect(nbsp(formatEuros(29, "fi"))).toBe("29 €");
    expect(formatEuros(29, "en")).toBe("€29");
  });
  it("writes numbers and dates the local way", () => {
    expect(nbsp(formatNumber(250000, "fi"))).toBe("250 000");
    expect(formatNumber(250000, "en")).toBe("250,000");
    expect(formatDate("2024-01-15", "fi")).toBe("15. tammikuuta 2024");
    expect(formatDate("2024-01-15", "en")).toBe("15 January 2024");
  });
  it("writes opening hours the local way", () => {
    expect(formatHour("09:00", "fi")).toBe("9");
    expect(formatHour("09:00", "sv")).toBe("9");
    expect(formatHour("17:00", "sv")).toBe("17");
    // Finland-Swedish: a period between hours and minutes.
    expect(formatHour("17:30", "sv")).toBe("17.30");
    expect(formatHour("09:00", "en")).toBe("9:00");
    expect(formatHour("17:00", "es")).toBe("17:00");
    expect(formatHour("17:30", "en")).toBe("17:30");
    expect(formatHour("09:00", "es")).toBe("9:00");
  });
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(interpolate("© {year} {entity}", { year: 2026, entity: "X Oy" })).toBe("© 2026 X Oy");
    expect(interpolate("{missing} stays", {})).toBe("{missing} stays");
  });
});
