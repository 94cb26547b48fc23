import { defaultConfig } from "lighthouse";
import { describe, expect, it } from "vitest";
import { landingPages } from "../../../app/content/landing/load.server";
import { lighthousePages, thresholds, unscoredAudits } from "./lighthouse";

describe("the Lighthouse gate", () => {
  const refs = Object.keys(thresholds).flatMap((key) => defaultConfig.categories?.[key]?.auditRefs ?? []);

  it("skips only audits that weigh in none of the four scores", () => {
    const scored = refs.filter((ref) => ref.weight > 0).map((ref) => ref.id);
    expect(scored.length).toBeGreaterThan(20);
    for (const id of scored) expect(unscoredAudits, id).not.toContain(id);
    expect(unscoredAudits.length).toBeGreaterThan(0);
    for (const id of unscoredAudits)
      expect(
        refs.some((ref) => ref.id === id && ref.weight === 0),
        id,
      ).toBe(true);
  });

  it("measures every landing page, in a language it is written in", () => {
    for (const page of landingPages())
      expect(
        Object.values(page.copy).some((copy) => lighthousePages.includes(copy.path)),
        page.file,
      ).toBe(true);
  });
});
