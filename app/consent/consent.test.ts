import { describe, expect, it } from "vitest";
import { attributionFields, attributionKey } from "~/attribution/attribution";
import { languageBannerKey, languageStorageKey } from "~/i18n/detect-language";
import { consentKey, consentModeState, decisionExpiry, policyVersion, readDecision, writeDecision } from "./consent";
import { storedKeys } from "./stored-keys";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const throwing = {
  getItem: () => {
    throw new Error("blocked");
  },
  setItem: () => {
    throw new Error("blocked");
  },
  removeItem: () => {
    throw new Error("blocked");
  },
};

const now = Date.UTC(2026, 10, 23, 12);
const stored = (decision: unknown) => memoryStorage({ [consentKey]: JSON.stringify(decision) });

describe("the consent decision", () => {
  it("is written and read back with its version and time", () => {
    const storage = memoryStorage();
    expect(writeDecision(storage, true, now)).toEqual({ version: policyVersion, marketing: true, decidedAt: now });
    expect(readDecision(storage, now + 1000)).toEqual({ version: policyVersion, marketing: true, decidedAt: now });
  });

  it("counts for 12 calendar months and no longer", () => {
    const expiry = decisionExpiry(now);
    expect(new Date(expiry).toISOString()).toBe("2027-11-23T12:00:00.000Z");
    const storage = stored({ version: policyVersion, marketing: false, decidedAt: now });
    expect(readDecision(storage, expiry - 1)?.marketing).toBe(false);
    expect(readDecision(storage, expiry)).toBeUndefined();
  });

  it.each([
    ["another policy version", { version: policyVersion + 1, marketing: true, decidedAt: now }],
    ["a time in the future", { version: policyVersion, marketing: true, decidedAt: now + 60_000 }],
    ["a marketing value that is not a boolean", { version: policyVersion, marketing: "yes", decidedAt: now }],
    ["no time", { version: policyVersion, marketing: true }],
    ["an array", [1, true, now]],
    ["null", null],
  ])("ignores a stored decision with %s", (_name, decision) => {
    expect(readDecision(stored(decision), now)).toBeUndefined();
  });

  it("treats corrupt, missing or blocked storage as no decision, and never throws", () => {
    expect(readDecision(memoryStorage({ [consentKey]: "{not json" }), now)).toBeUndefined();
    expect(readDecision(undefined, now)).toBeUndefined();
    expect(readDecision(throwing, now)).toBeUndefined();
    expect(writeDecision(throwing, true, now).marketing).toBe(true);
  });

  it("maps to Google Consent Mode v2, with analytics always denied", () => {
    expect(consentModeState(true)).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
    expect(Object.values(consentModeState(false))).toEqual(["denied", "denied", "denied", "denied"]);
  });
});

describe("the list of stored keys behind the cookie policy", () => {
  const keys = storedKeys.map((stored) => stored.key);

  it("has every key the site writes, once", () => {
    const written = [consentKey, languageStorageKey, languageBannerKey, ...attributionFields.map(attributionKey)];
    expect([...keys].sort()).toEqual([...written].sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("puts attribution under marketing, with the campaign details kept 7 days", () => {
    for (const field of attributionFields)
      expect(storedKeys.find((stored) => stored.key === attributionKey(field))?.category).toBe("marketing");
    expect(storedKeys.find((stored) => stored.key === attributionKey("gclid"))?.lifetime).toEqual({ kind: "fixed", unit: "day", count: 7 });
    expect(storedKeys.filter((stored) => stored.category === "necessary").map((stored) => stored.key)).toEqual([
      consentKey,
      languageStorageKey,
      languageBannerKey,
    ]);
  });
});
