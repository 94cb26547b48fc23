import { describe, expect, it } from "vitest";
import { comingSoonProducts, hasMockup, productIds, products } from "./products";

/** The product rules the specification states, checked against the records. */
describe("product records", () => {
  it("have CRM and KYC coming soon, and only them", () => {
    expect(comingSoonProducts).toEqual(["crm", "kyc"]);
  });

  it("give invoicing, sign and financing, and only them, an explore-more site", () => {
    expect(productIds.filter((id) => products[id].site)).toEqual(["invoicing", "sign", "financing"]);
  });

  it("price Offerly as free to ask, and say later for CRM (prices) and KYC (service)", () => {
    expect(productIds.filter((id) => products[id].pricing === "freeToAsk")).toEqual(["offerly"]);
    expect(products.crm.pricing).toBe("pricingLater");
    expect(products.kyc.pricing).toBe("serviceLater");
  });

  it("give every product a mock-up for its hero", () => {
    expect(productIds.filter((id) => !hasMockup(id))).toEqual([]);
  });
});
