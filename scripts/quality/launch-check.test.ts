import { describe, expect, it } from "vitest";
import { exampleContent } from "../../app/content/examples";
import { currentSettings, findPlaceholders } from "./launch-check";
import { loadClaims } from "../../app/content/claims";
import { type LandingPage, landingPages } from "../../app/content/landing/load.server";

describe("check:launch", () => {
  it("lists every default setting and every example content of the default build", () => {
    const found = findPlaceholders({ settings: currentSettings(), examples: exampleContent });
    const where = found.map((item) => item.where);
    for (const name of [
      "SITE_URL",
      "SITE_EMAIL",
      "SITE_PHONE",
      "SITE_PHONE_E164",
      "SITE_LEGAL_ENTITY",
      "SITE_BUSINESS_ID",
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
    for (const key of ["contactDetails", "testimonials", "team", "history"])
      expect(where).toContain(`app/content/site.json (examples.${key})`);
    expect(where.some((entry) => entry.startsWith("SITE_BRAND"))).toBe(false);
  });

  it("lists each claim still to confirm, and none once its source is given", () => {
    const claims = loadClaims();
    const listed = (source: string) =>
      findPlaceholders({ settings: [], examples: {}, claims: claims.map((claim) => ({ ...claim, source })) }).map((item) => item.where);
    expect(listed("to confirm")).toEqual(claims.map((claim) => `app/content/claims.yaml (${claim.id}: source)`));
    expect(listed("Confirmed by the CEO, 2026-12-01")).toEqual([]);
  });

  it("lists each landing page's figure still to confirm and its example testimonials, and none once they are real", () => {
    const cleaning = landingPages().find((page) => page.id === "cleaning")!;
    const where = findPlaceholders({ settings: [], examples: {}, landing: [cleaning] }).map((item) => item.where);
    expect(where).toEqual([0, 1, 2, 3].map((at) => `app/content/landing/cleaning.yaml (fi: sections.1.items.${at}.source)`));
    const testimonials = {
      type: "testimonials" as const,
      anchor: "testimonials",
      title: "Asiakkaat",
      example: true,
      items: [{ content: "Hyvä.", name: "Anna Virtanen", role: "Yrittäjä", company: "Siivous Oy" }],
    };
    const confirmed = (example: boolean): LandingPage => {
      const copy = cleaning.copy.fi!;
      const sections = copy.sections.map((section) =>
        section.type === "proof"
          ? { ...section, items: section.items.map((item) => ({ ...item, source: "Customer survey 2026" })) }
          : section,
      );
      return { ...cleaning, copy: { fi: { ...copy, sections: [...sections, { ...testimonials, example }] } } };
    };
    expect(findPlaceholders({ settings: [], examples: {}, landing: [confirmed(true)] }).map((item) => item.where)).toEqual([
      "app/content/landing/cleaning.yaml (fi: sections.5.example)",
    ]);
    expect(findPlaceholders({ settings: [], examples: {}, landing: [confirmed(false)] })).toEqual([]);
  });

  it("passes a complete, real-looking configuration", () => {
    const real = currentSettings().map((item) => ({
      ...item,
      value:
        item.name === "SITE_EMAIL"
          ? "asiakaspalvelu@nettilasku.fi"
          : item.name === "SITE_STREET"
            ? "Hämeenkatu 10"
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
    const noExamples = { contactDetails: false, testimonials: false, team: false, history: false };
    expect(findPlaceholders({ settings: realSocial, examples: noExamples })).toEqual([]);
  });

  it("takes the shipped details as real once the file says so, but never the fictional phone number or street", () => {
    const details = (value: string, name = "SITE_LEGAL_ENTITY") => ({ name, fallback: value, value, placeholder: true });
    const real = { contactDetails: false };
    expect(findPlaceholders({ settings: [details("Nettilasku Oy")], examples: real })).toEqual([]);
    expect(findPlaceholders({ settings: [details("Nettilasku Oy")], examples: { contactDetails: true } })).toHaveLength(2);
    expect(
      findPlaceholders({ settings: [details("075 112", "SITE_PHONE"), details("Esimerkkikatu 1", "SITE_STREET")], examples: real }),
    ).toEqual([
      { where: "SITE_PHONE (in app/content/site.json, or the build variable)", what: '"075 112" is a fictional placeholder' },
      { where: "SITE_STREET (in app/content/site.json, or the build variable)", what: '"Esimerkkikatu 1" is a fictional placeholder' },
    ]);
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
        where: "SITE_SIGN_APP_URL (in app/content/site.json, or the build variable)",
        what: '"https://sign.example.com" is on a reserved example domain',
      },
    ]);
  });
});
