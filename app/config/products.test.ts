import { describe, expect, it } from "vitest";
import { comingSoonProducts, hasMockup, productIds, products } from "./products";

/**
 * The product rules docs/requirements.md ("Products") states for the seven products it names, checked
 * against their records. A product added later (README, "Add a product") follows its own record:
 * these check that the seven rows say what is required, not that no other product exists.
 */
const required = ["invoicing", "sign", "financing", "erp", "crm", "offerly", "kyc"] as const;

describe("product records", () => {
  it("list the seven required products in their order, each product once", () => {
    expect(productIds.filter((id) => (required as readonly string[]).includes(id))).toEqual(required);
    expect(new Set(productIds).size).toBe(productIds.length);
  });

  it("have CRM and KYC coming soon, and the other five open", () => {
    expect(required.filter((id) => comingSoonProducts.includes(id))).toEqual(["crm", "kyc"]);
  });

  it("give invoicing, sign and financing, and none of the other four, an explore-more site", () => {
    expect(required.filter((id) => products[id].site)).toEqual(["invoicing", "sign", "financing"]);
  });

  it("price Offerly as free to ask, and say later for CRM (prices) and KYC (service)", () => {
    expect(required.filter((id) => products[id].pricing === "freeToAsk")).toEqual(["offerly"]);
    expect(products.crm.pricing).toBe("pricingLater");
    expect(products.kyc.pricing).toBe("serviceLater");
  });

  it("give each of the seven a mock-up for its hero", () => {
    expect(required.filter((id) => !hasMockup(id))).toEqual([]);
  });
});
