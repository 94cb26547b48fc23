import { describe, expect, it } from "vitest";
import { formatAmount, formatWholeAmount } from "./mockup-parts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("amounts on the product screens", () => {
  it("group four digits like five in every language, so a column reads alike", () => {
    expect(plain(formatWholeAmount(4320, "es"))).toBe("4.320 €");
    expect(plain(formatWholeAmount(12760, "es"))).toBe("12.760 €");
    expect(plain(formatAmount(1240, "es"))).toBe("1.240,00 €");
    expect(plain(formatWholeAmount(4320, "fi"))).toBe("4 320 €");
  });

  it("write a true minus sign in every language, where Intl writes a hyphen in some", () => {
    expect(formatAmount(-95.5, "en", { signDisplay: "exceptZero" })).toBe("\u2212€95.50");
    expect(plain(formatAmount(-95.5, "es"))).toBe("\u221295,50 €");
    expect(formatAmount(95.5, "en", { signDisplay: "exceptZero" })).toBe("+€95.50");
  });
});
