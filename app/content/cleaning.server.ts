/**
 * The Finnish-only cleaning-industry ERP landing page's copy (`app/content/cleaning.yaml`),
 * validated at build time. Each plan names its id; its price and employee limit come from
 * app/config/facts.ts, so no number is typed into copy.
 */
import { z } from "zod";
import { facts } from "../config/facts";
import { withFacts } from "./facts-in-copy.server";
import { readCollection } from "./collection.server";
import { ContentError } from "./frontmatter";
import { pageMeta, text } from "./schema";
import { typeset } from "./typeset";

const planIds = Object.keys(facts.cleaningPlans) as [keyof typeof facts.cleaningPlans, ...(keyof typeof facts.cleaningPlans)[]];
/** The six features docs/requirements.md names ("Cleaning page"), each with its own icon on the page. */
export const cleaningFeatureIds = ["customers", "shifts", "routes", "reports", "mobile", "time"] as const;

export const cleaningSchema = z.strictObject({
  meta: pageMeta,
  /** Labels of the in-page navigation, in section order. */
  nav: z.strictObject({ label: text, hero: text, features: text, pricing: text, contact: text }),
  hero: z.strictObject({ eyebrow: text, title: text, subtitle: text, primary: text, secondary: text, trial: text }),
  /**
   * The hero's screen is the ERP's week, drawn with the trade's own work: its text alternative
   * and the sites that stand in for the ERP screen's projects (three, each a colour).
   */
  screen: z.strictObject({ description: text, sites: z.tuple([text, text, text]) }),
  /** The page's claims: 4-6 hours saved a week, 15-25 % lower travel costs, GDPR, 24/7 (docs/requirements.md, "Cleaning page"). */
  claims: z.array(z.strictObject({ value: text, label: text })).length(4, "must have exactly 4 claims"),
  features: z.strictObject({
    title: text,
    intro: text,
    items: z
      .array(z.strictObject({ id: z.enum(cleaningFeatureIds), title: text, description: text }))
      .length(cleaningFeatureIds.length, `must have exactly ${cleaningFeatureIds.length} features`),
  }),
  pricing: z.strictObject({
    title: text,
    intro: text,
    perMonth: text,
    vatNote: text,
    popularLabel: text,
    choose: text,
    trial: text,
    plans: z
      .array(
        z.strictObject({
          /** Which plan of app/config/facts.ts this is: its price and employee limit come from there. */
          id: z.enum(planIds),
          name: text,
          /** Shown instead of a price for a plan without one (by quotation). */
          priceLabel: text.optional(),
          /** Who the plan is for, e.g. "Enintään 5 työntekijää". */
          description: text,
          features: z.array(text).min(1, "must have at least 1 feature"),
          /** Marks the plan as the most popular. */
          popular: z.boolean(),
        }),
      )
      .length(planIds.length, `must have exactly ${planIds.length} plans`),
  }),
  contact: z.strictObject({
    title: text,
    intro: text,
    emailLabel: text,
    phoneLabel: text,
    hoursLabel: text,
    hours: text,
    button: text,
  }),
});

/** The page's copy with each plan's price and employee limit; `null` means by quotation, or unlimited. */
export function loadCleaning(directory?: string) {
  const { cleaning: copy } = readCollection(
    {
      format: "yaml",
      folder: "app/content",
      entries: ["cleaning"],
      entryName: "page",
      listedIn: "app/content/cleaning.server.ts",
      schema: () => cleaningSchema,
      // Finnish only: the file holds the Finnish copy at its top level.
      languages: ["fi"],
      sharedFolder: true,
    },
    directory,
  ).fi;
  const ids = new Set(copy.pricing.plans.map((plan) => plan.id));
  if (ids.size !== planIds.length)
    throw new ContentError(`app/content/cleaning.yaml: field "pricing.plans": each plan id must appear once`);
  const plans = copy.pricing.plans.map((plan) => ({ ...plan, ...facts.cleaningPlans[plan.id] }));
  return typeset(withFacts({ ...copy, pricing: { ...copy.pricing, plans } }, "fi"));
}

export const cleaning = loadCleaning();
