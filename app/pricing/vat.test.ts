import { describe, expect, it } from "vitest";
import { withVat } from "./vat";

describe("withVat", () => {
  it("adds Finland's 25.5 % and rounds half a cent up, in whole cents", () => {
    expect(withVat(9.9)).toBe(12.42);
    // 29 × 1.255 = 36.395: in floating point 36.394999…, which would round down.
    expect(withVat(29)).toBe(36.4);
    expect(withVat(69)).toBe(86.6);
    expect(withVat(100, 0)).toBe(100);
  });
});
