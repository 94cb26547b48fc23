import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allConfirmed, loadClaims, missingPhrases, unconfirmed } from "./claims";
import { landingPage } from "./landing/load.server";

describe("claims to confirm", () => {
  const claims = loadClaims();

  it("each still says what its files say, in every language it names", () => {
    expect(missingPhrases(claims, (file) => readFileSync(file, "utf8"))).toEqual([]);
  });

  it("tells whether claims are confirmed, and refuses an id it does not know", () => {
    const sourced = claims.map((claim, index) => ({ ...claim, source: index === 0 ? unconfirmed : "Annual report 2026" }));
    expect(allConfirmed([claims[1]!.id], sourced)).toBe(true);
    expect(allConfirmed([claims[0]!.id, claims[1]!.id], sourced)).toBe(false);
    expect(() => allConfirmed(["no-such-claim"], sourced)).toThrow(/no-such-claim/);
  });

  it("notices a claim the copy no longer makes", () => {
    expect(missingPhrases(claims.slice(0, 2), () => "")).toHaveLength(
      Object.keys(claims[0]!.says).length + Object.keys(claims[1]!.says).length,
    );
  });

  it("covers the claims to confirm of docs/requirements.md: figures, EU storage, GDPR, retention, eIDAS and the cleaning page's savings", () => {
    expect(claims.map((claim) => claim.id)).toEqual(expect.arrayContaining(["figures", "eu-storage", "gdpr", "retention", "eidas"]));
    // The cleaning page's savings are figures of its landing page, each with its source there (check:launch lists them).
    const proof = landingPage("cleaning").copy.fi!.sections.find((section) => section.type === "proof");
    const figures = proof?.type === "proof" ? proof.items.map(({ value, source }) => [value.replaceAll("\u2060", ""), source]) : [];
    expect(figures).toEqual(
      expect.arrayContaining([
        ["4–6\u00a0h", unconfirmed],
        ["15–25\u00a0%", unconfirmed],
      ]),
    );
  });
});
