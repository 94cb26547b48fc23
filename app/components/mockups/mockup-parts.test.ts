import { describe, expect, it } from "vitest";
import { formatAmount, formatEuros } from "./mockup-parts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("amounts on the product screens", () => {
  it("group four digits like five in every language, so a column reads alike", () => {
    expect(plain(formatEuros(4320, "es"))).toBe("4.320 €");
    expect(plain(formatEuros(12760, "es"))).toBe("12.760 €");
    expect(plain(formatAmount(1240, "es"))).toBe("1.240,00 €");
    expect(plain(formatEuros(4320, "fi"))).toBe("4 320 €");
    expect(formatAmount(-95.5, "en", { signDisplay: "exceptZero" })).toBe("-€95.50");
  });
});
