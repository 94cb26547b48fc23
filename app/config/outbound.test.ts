import { describe, expect, it } from "vitest";
import { languages, perLanguage } from "~/i18n/languages";
import { exploreMoreUrl, pricingUrl, productCtaUrl, productSignupUrl, productStartUrl } from "./outbound";
import { type ProductId, productIds } from "./products";
import { site } from "./site";

/**
 * Start and call-to-action targets per product and language, as a table of the seven products
 * docs/requirements.md ("Outbound links") describes, in the four languages it names: their own app's
 * signup, or the main app's signup for the product.
 */
const requiredLanguages = ["fi", "en", "sv", "es"] as const;
const mainSignup = (product: string) => perLanguage(() => `${site.app.signup}?product=${product}`);
const expectedStart = {
  sign: perLanguage(() => "https://app.sign.nettilasku.example/signup"),
  erp: perLanguage(() => "https://app.erp.nettilasku.example/signup"),
  invoicing: {
    fi: "https://app.laskutus.nettilasku.example/signup",
    en: "https://app.invoicing.nettilasku.example/signup",
    sv: "https://app.invoicing.nettilasku.example/signup",
    es: "https://app.facturacion.nettilasku.example/signup",
  },
  financing: mainSignup("financing"),
  crm: mainSignup("crm"),
  offerly: mainSignup("offerly"),
  kyc: mainSignup("kyc"),
} satisfies Partial<Record<ProductId, Record<(typeof requiredLanguages)[number], string>>>;

describe("outbound targets", () => {
  it.each(
    Object.entries(expectedStart).flatMap(([product, targets]) =>
      requiredLanguages.map((lang) => ({ product, lang, expected: targets[lang] })),
    ),
  )("start and CTA of $product in $lang", ({ product, lang, expected }) => {
    expect(productStartUrl(product as ProductId, lang)).toBe(expected);
    expect(productCtaUrl(product as ProductId, lang)).toBe(expected);
  });

  it("product signup carries the product id", () => {
    for (const product of productIds) expect(new URL(productSignupUrl(product)).searchParams.get("product")).toBe(product);
    expect(productSignupUrl("kyc")).toBe("https://app.nettilasku.example/signup?product=kyc");
  });

  it.each([
    ["invoicing", "fi", "https://laskutus.nettilasku.example"],
    ["invoicing", "en", "https://invoicing.nettilasku.example"],
    ["invoicing", "sv", "https://invoicing.nettilasku.example"],
    ["invoicing", "es", "https://facturacion.nettilasku.example"],
    ["financing", "fi", "https://taloushallinto.nettilasku.example"],
    ["financing", "en", "https://financing.nettilasku.example"],
    ["financing", "sv", "https://financing.nettilasku.example"],
    ["financing", "es", "https://financing.nettilasku.example"],
    ["sign", "es", "https://sign.nettilasku.example"],
  ] as const)("explore more of %s in %s is %s", (product, lang, url) => {
    expect(exploreMoreUrl(product, lang)).toBe(url);
  });

  it("only invoicing, sign and financing have an explore-more target", () => {
    for (const product of ["erp", "crm", "offerly", "kyc"] as const)
      for (const lang of languages) expect(exploreMoreUrl(product, lang)).toBeUndefined();
  });

  it("CRM and KYC have no price list", () => {
    expect(pricingUrl("crm")).toBeNull();
    expect(pricingUrl("kyc")).toBeNull();
    expect(pricingUrl("invoicing")).toMatch(/^https:\/\//);
  });
});
