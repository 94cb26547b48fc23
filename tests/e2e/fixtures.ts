/**
 * The Playwright `test` of this suite: every page starts as a visitor who has already
 * answered the consent notice (accepted, unless a test says otherwise), so the notice does
 * not cover what a test looks at. consent.spec.ts starts undecided to test the notice itself.
 *
 * Walks over every page (axe, the phone layout) are one test per page, but open their pages in
 * one browser tab per worker (`walkPage`, `phoneWalkPage`): a new context per page would
 * cost three times the page itself (a cold cache, axe parsed again). Each test navigates the
 * tab to its own page, so nothing of one page's document reaches the next; only storage is
 * shared, and these walks only read. `readPage` lends the same tab to any test that only
 * reads what pages show (no storage written, no listeners, routes, clock or media emulation
 * of its own), at the default viewport, which the test may change.
 */
import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, test as base } from "@playwright/test";
import { consentKey, policyVersion } from "../../app/consent/consent";
import { axeSource } from "./helpers";

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

/** A tab for one worker's walk over the site, with consent accepted (and axe-core ready in every page, for the axe walk). */
async function walkTab(
  browser: Browser,
  baseURL: string | undefined,
  { axe = false, ...options }: BrowserContextOptions & { axe?: boolean },
  provide: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, locale: "fi-FI", ...options });
  await presetConsent(context);
  if (axe) await context.addInitScript(axeSource);
  await provide(await context.newPage());
  await context.close();
}

const defaultViewport = { width: 1280, height: 720 };

export const test = base.extend<{ consent: ConsentPreset; readPage: Page }, { walkPage: Page; phoneWalkPage: Page }>({
  consent: ["accepted", { option: true }],
  context: async ({ context, consent }, provide) => {
    await presetConsent(context, consent);
    await provide(context);
  },
  readPage: async ({ walkPage }, provide) => {
    await walkPage.setViewportSize(defaultViewport);
    await provide(walkPage);
  },
  walkPage: [
    async ({ browser }, provide, { project }) => walkTab(browser, project.use.baseURL, { viewport: defaultViewport, axe: true }, provide),
    { scope: "worker" },
  ],
  phoneWalkPage: [
    async ({ browser }, provide, { project }) =>
      walkTab(browser, project.use.baseURL, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }, provide),
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
