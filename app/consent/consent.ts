/**
 * The visitor's consent to storing anything that is not strictly necessary on their
 * device (docs/decisions.md, "Consent"). One category needs it: marketing, which is
 * campaign attribution. The decision itself is strictly necessary and is stored as
 * `NETTILASKU_consent` = {"version", "marketing", "decidedAt"}.
 *
 * A decision counts while its version is the current policy version and it is at most
 * 12 months old; otherwise the visitor is asked again. Raise `policyVersion` whenever
 * what the site stores, or why, changes.
 */
import { site } from "~/config/site";
import type { MaybeStorage } from "~/attribution/attribution";

export const policyVersion = 1;
export const decisionMaxAgeMonths = 12;
export const consentKey = `${site.storagePrefix}consent`;

export interface Decision {
  version: number;
  marketing: boolean;
  /** Milliseconds since the epoch. */
  decidedAt: number;
}

/** The date after which a decision made at `decidedAt` no longer counts. */
export function decisionExpiry(decidedAt: number): number {
  const date = new Date(decidedAt);
  date.setMonth(date.getMonth() + decisionMaxAgeMonths);
  return date.getTime();
}

/** The stored decision if it still counts; corrupt, outdated or blocked storage counts as none. */
export function readDecision(storage: MaybeStorage, now: number): Decision | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(consentKey) ?? "null");
    if (!parsed || typeof parsed !== "object") return undefined;
    const { version, marketing, decidedAt } = parsed as Record<string, unknown>;
    if (version !== policyVersion || typeof marketing !== "boolean" || typeof decidedAt !== "number") return undefined;
    if (decidedAt > now || now >= decisionExpiry(decidedAt)) return undefined;
    return { version, marketing, decidedAt };
  } catch {
    return undefined;
  }
}

/** Stores a decision; with blocked storage it holds for this page view only (the caller keeps it). */
export function writeDecision(storage: MaybeStorage, marketing: boolean, now: number): Decision {
  const decision = { version: policyVersion, marketing, decidedAt: now };
  try {
    storage?.setItem(consentKey, JSON.stringify(decision));
  } catch {
    // Blocked or full storage: asked again on the next page.
  }
  return decision;
}

/**
 * The state in Google Consent Mode v2 terms, for a tag manager. The site has no analytics
 * category, so analytics storage is always denied.
 */
export function consentModeState(marketing: boolean) {
  const ads = marketing ? "granted" : "denied";
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: "denied" } as const;
}
