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

  it("leave Offerly off the pricing page, and say later for CRM (prices) and KYC (service)", () => {
    expect(productIds.filter((id) => products[id].pricing === "none")).toEqual(["offerly"]);
    expect(products.crm.pricing).toBe("pricingLater");
    expect(products.kyc.pricing).toBe("serviceLater");
  });

  it("give every product but CRM a mock-up", () => {
    expect(productIds.filter((id) => !hasMockup(id))).toEqual(["crm"]);
  });
});
