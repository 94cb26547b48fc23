import { describe, expect, it } from "vitest";
import { layoutMessages } from "~/content/messages.server";
import { formatDuration } from "~/i18n/format";
import { languages } from "~/i18n/languages";
import { marketingLifetimes, storedKeys } from "./stored-keys";

describe("what the consent notice says about storage", () => {
  const { campaign, visit } = marketingLifetimes();

  it("covers every lifetime the cookie policy lists for marketing keys", () => {
    const lifetimes = storedKeys.filter((stored) => stored.category === "marketing").map((stored) => JSON.stringify(stored.lifetime));
    expect(new Set(lifetimes)).toEqual(new Set([JSON.stringify(campaign), JSON.stringify(visit)]));
  });

  it.each(languages)("says both lifetimes in %s, as the cookie policy formats them", (lang) => {
    const text = layoutMessages(lang).consent.marketingText;
    expect(text).toContain(formatDuration(campaign.count, campaign.unit, lang));
    expect(text).toContain(formatDuration(visit.count, visit.unit, lang));
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
