/**
 * The Playwright `test` of this suite: every page starts as a visitor who has already
 * answered the consent notice (accepted, unless a test says otherwise), so the notice does
 * not cover what a test looks at. consent.spec.ts starts undecided to test the notice itself.
 */
import { type BrowserContext, test as base } from "@playwright/test";
import { consentKey, policyVersion } from "../../app/consent/consent";

export type ConsentPreset = "accepted" | "rejected" | "undecided";

/** Stores a decision in every page of the context, unless the page has one already. */
export async function presetConsent(context: BrowserContext, preset: ConsentPreset = "accepted"): Promise<void> {
  if (preset === "undecided") return;
  const decision = JSON.stringify({ version: policyVersion, marketing: preset === "accepted", decidedAt: Date.now() });
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      } catch {
        // A test that blocks storage sees the notice, as a visitor would.
      }
    },
    [consentKey, decision] as const,
  );
}

export const test = base.extend<{ consent: ConsentPreset }>({
  consent: ["accepted", { option: true }],
  context: async ({ context, consent }, provide) => {
    await presetConsent(context, consent);
    await provide(context);
  },
});

export { expect } from "@playwright/test";
