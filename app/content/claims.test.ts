import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadClaims, missingPhrases } from "./claims";

describe("claims to confirm", () => {
  const claims = loadClaims();

  it("each still says what its files say, in every language it names", () => {
    expect(missingPhrases(claims, (file) => readFileSync(file, "utf8"))).toEqual([]);
  });

  it("notices a claim the copy no longer makes", () => {
    expect(missingPhrases(claims.slice(0, 2), () => "")).toHaveLength(
      Object.keys(claims[0]!.says).length + Object.keys(claims[1]!.says).length,
    );
  });

  it("covers the statements design.md names: figures, EU storage, GDPR, retention, eIDAS and the cleaning page's savings", () => {
    expect(claims.map((claim) => claim.id)).toEqual(
      expect.arrayContaining(["figures", "eu-storage", "gdpr", "retention", "eidas", "cleaning-planning-hours", "cleaning-travel-costs"]),
    );
  });
});
