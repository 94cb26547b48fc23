import { describe, expect, it } from "vitest";
import { settings } from "../app/config/site";
import { exampleContent } from "../app/content/examples";
import { findPlaceholders } from "./launch-check";

describe("check:launch", () => {
  it("lists every default setting and every example content of the default build", () => {
    const found = findPlaceholders({ settings, examples: exampleContent });
    const where = found.map((item) => item.where);
    for (const name of [
      "SITE_URL",
      "SITE_EMAIL",
      "SITE_PHONE",
      "SITE_PHONE_E164",
      "SITE_LEGAL_ENTITY",
      "SITE_STREET",
      "SITE_FACEBOOK",
      "SITE_APP_URL",
      "SITE_SIGN_APP_URL",
      "SITE_INVOICING_SITE_ES_URL",
    ])
      expect(
        where.some((entry) => entry.startsWith(`${name} `)),
        name,
      ).toBe(true);
    for (const key of ["testimonials", "team", "history"]) expect(where).toContain(`app/content/examples.ts (${key})`);
    expect(where.some((entry) => entry.startsWith("SITE_BRAND"))).toBe(false);
  });

  it("passes a complete, real-looking configuration", () => {
    const real = settings.map((item) => ({
      ...item,
      value:
        item.name === "SITE_EMAIL"
          ? "asiakaspalvelu@nettilasku.fi"
          : item.name.startsWith("SITE_PHONE")
            ? "+358 20 123 4567"
            : item.fallback.includes("nettilasku.example")
              ? item.fallback.replace("nettilasku.example", "nettilasku.fi")
              : item.placeholder
                ? `${item.fallback} (real)`
                : item.fallback,
    }));
    const realSocial = real.map((item) =>
      /FACEBOOK|LINKEDIN|INSTAGRAM/.test(item.name) ? { ...item, value: "https://www.linkedin.com/company/nettilasku-oy" } : item,
    );
    expect(findPlaceholders({ settings: realSocial, examples: { testimonials: false, team: false, history: false } })).toEqual([]);
  });

  it("catches a value changed but still on a reserved example domain", () => {
    const found = findPlaceholders({
      settings: [
        {
          name: "SITE_SIGN_APP_URL",
          fallback: "https://app.sign.nettilasku.example",
          value: "https://sign.example.com",
          placeholder: true,
        },
      ],
      examples: {},
    });
    expect(found).toEqual([
      {
        where: "SITE_SIGN_APP_URL (app/config/site.ts or products.ts)",
        what: '"https://sign.example.com" is on a reserved example domain',
      },
    ]);
  });
});
