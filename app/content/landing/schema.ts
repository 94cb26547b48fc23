/**
 * A landing page (docs/decisions.md, "Landing pages"): an industry or campaign page a marketer
 * composes from typed sections, one file per page in app/content/landing/ with the languages side
 * by side. Each language it is written in has its own address (`path`); a language without one is
 * not published. The build and the editor (cms/config.ts) read these schemas, so a section the
 * editor offers is one the build accepts.
 */
import { z } from "zod";
import { planSets } from "../../config/facts";
import { productIds, products } from "../../config/products";
import { pageKeys } from "../../routing/route-table";
import { sceneIds } from "../../components/scenes/scene-names";
import { iconPaths, type IconName } from "../../ui/icons";
import { portrait, text } from "../schema";

const openProducts = productIds.filter((id) => !products[id].comingSoon);
/** Where a button may lead: a product's signup, a page of the site, the page's own section, or an e-mail to customer service. */
const actionPattern = `^(signup:(${openProducts.join("|")})|page:(${pageKeys.join("|")})(#[a-z][a-z0-9-]*)?|#[a-z][a-z0-9-]*|email)$`;

const action = z
  .strictObject({
    label: text,
    to: z
      .string()
      .regex(new RegExp(actionPattern), "must be signup:{product}, page:{page}, #{section} or email")
      .describe(
        `Where it leads: signup:${openProducts[0]} (a product's free trial, in a new tab), page:pricing (a page of the site; page:contact#demo to a section of it), #pricing (a section of this page, by its anchor) or email (a message to customer service).`,
      ),
  })
  .describe("A button: its label and where it leads.");
export type LandingAction = z.infer<typeof action>;

/** What every section has: its address on the page and its link in the section menu. */
const placement = {
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "must be lower-case letters, digits and hyphens")
    .describe("The section's address on the page (#pricing), for the section menu and buttons. Empty: the section's type.")
    .optional(),
  menu: text.describe("The section's link in the page's section menu. Empty: the section is not in the menu.").optional(),
};

const hero = z
  .strictObject({
    type: z.literal("hero"),
    ...placement,
    eyebrow: text.describe("A short line above the headline: the industry or the campaign.").optional(),
    title: text.describe("The headline: the page's one h1."),
    subtitle: text.describe("One or two sentences under the headline: what the visitor gets."),
    primary: action,
    secondary: action.optional(),
    note: text.describe("A small line under the buttons, e.g. the trial's terms.").optional(),
    screen: z
      .strictObject({
        product: z.enum(productIds).describe("Whose screen is drawn beside the headline."),
        sites: z
          .tuple([text, text, text])
          .describe("The ERP's screen only: three of the trade's own sites in place of the screen's projects.")
          .optional(),
        description: text
          .describe("What the screen shows, for screen readers. Needed with sites; otherwise the product's own is used.")
          .optional(),
      })
      .describe("The product screen beside the headline. Empty: none.")
      .optional(),
  })
  .describe("The page's opening: headline, subtitle, buttons and a product screen. Every page starts with one.")
  .meta({ title: "Hero" });

const features = z
  .strictObject({
    type: z.literal("features"),
    ...placement,
    title: text,
    intro: text.optional(),
    items: z
      .array(
        z.strictObject({
          title: text,
          description: text,
          scene: z
            .enum(sceneIds)
            .describe("A drawn scene of a product's feature, shown beside the text as a row. Empty: an icon card.")
            .optional(),
          icon: z
            .enum(Object.keys(iconPaths) as [IconName, ...IconName[]])
            .describe("The card's icon, for a feature without a scene.")
            .optional(),
        }),
      )
      .min(1, "must have at least 1 feature"),
    more: action.describe("A link under the features, e.g. to the product's page: its label and where it leads.").optional(),
  })
  .describe("What the service does: features with a drawn scene as rows, the rest as icon cards.")
  .meta({ title: "Features" });

const proof = z
  .strictObject({
    type: z.literal("proof"),
    ...placement,
    items: z
      .array(
        z.strictObject({
          value: text.describe("The figure, short: 4–6 h, 24/7."),
          label: text.describe("What it means, one line."),
          source: text.describe(
            'Who or what backs the figure. "to confirm" until the business has: until then the page leaves the figure out, and npm run check:launch lists it.',
          ),
        }),
      )
      .min(1, "must have at least 1 figure")
      .max(4, "must have at most 4 figures"),
  })
  .describe("Up to four figures in tiles, each with its source: right after the hero.")
  .meta({ title: "Proof figures" });

export type PlanSet = keyof typeof planSets;
/** A plan of any set, by its id in app/config/facts.ts. */
export type PlanId = { [Set in PlanSet]: keyof (typeof planSets)[Set] }[PlanSet];
const planIds = [...new Set(Object.values(planSets).flatMap((set) => Object.keys(set)))] as [PlanId, ...PlanId[]];

const plans = z
  .strictObject({
    type: z.literal("plans"),
    ...placement,
    title: text,
    intro: text.optional(),
    set: z.enum(Object.keys(planSets) as [PlanSet]).describe("Whose plans: their prices and limits come from app/config/facts.ts."),
    product: z.enum(openProducts).describe("The product whose free trial a plan's button starts."),
    perMonth: text.describe('What follows a price: "/kk (alv 0 %)".'),
    vatNote: text,
    popularLabel: text,
    choose: text.describe("The label of a priced plan's button."),
    trial: text.optional(),
    quote: action.describe("The button of a plan without a price (by quotation)."),
    items: z
      .array(
        z.strictObject({
          id: z.enum(planIds).describe("Which plan of the set this is."),
          name: text,
          priceLabel: text.describe("Shown instead of a price, for a plan by quotation.").optional(),
          description: text.describe('Who the plan is for: "Enintään 5 työntekijää".'),
          features: z.array(text).min(1, "must have at least 1 feature"),
          popular: z.boolean(),
        }),
      )
      .min(1, "must have at least 1 plan"),
  })
  .describe("The plans of a product, side by side, with their prices from the business facts.")
  .meta({ title: "Plans" });

const testimonials = z
  .strictObject({
    type: z.literal("testimonials"),
    ...placement,
    title: text,
    example: z
      .boolean()
      .describe("Still examples, not real customers: the page leaves them out, and npm run check:launch lists them, until this is off."),
    items: z
      .array(z.strictObject({ content: text, name: text, role: text, company: text, portrait }))
      .min(1, "must have at least 1 testimonial")
      .max(3, "must have at most 3 testimonials"),
  })
  .describe("Up to three customers in their own words.")
  .meta({ title: "Testimonials" });

const faq = z
  .strictObject({
    type: z.literal("faq"),
    ...placement,
    title: text,
    items: z.array(z.strictObject({ question: text, answer: text })).min(1, "must have at least 1 question"),
  })
  .describe("Questions and answers, one open at a time.")
  .meta({ title: "Questions (FAQ)" });

const cta = z
  .strictObject({
    type: z.literal("cta"),
    ...placement,
    title: text,
    intro: text,
    action,
    contact: z
      .strictObject({ emailLabel: text, phoneLabel: text, hoursLabel: text, hours: text })
      .describe("Shows customer service's e-mail, phone and hours beside the button. Empty: the button alone.")
      .optional(),
  })
  .describe("The closing call to action, on the dark panel.")
  .meta({ title: "Closing call to action" });

export const landingSection = z.discriminatedUnion("type", [hero, features, proof, plans, testimonials, faq, cta]);
export type LandingSection = z.infer<typeof landingSection>;
export type LandingSectionType = LandingSection["type"];

/** A landing page in one language. */
export const landingLanguageSchema = z.strictObject({
  path: z
    .string()
    .trim()
    // Written without \p{…}: the editor runs the pattern without the u flag. Lower-case letters, Nordic and Spanish ones included.
    .regex(/^[a-z0-9à-öø-ÿ]+(-[a-z0-9à-öø-ÿ]+)*$/, "must be lower-case words joined by hyphens")
    .describe("The page's address in this language, after the language's prefix: siivous-toiminnanohjaus. Empty: not published in it.")
    .optional(),
  indexable: z
    .boolean()
    .default(true)
    .describe("Whether search engines may find it. Off for an ad-only page: noindex, not in the sitemap or the site search."),
  title: text.describe("The title in search results and shared links, brand included."),
  description: text.describe("The description in search results and shared links."),
  crumb: text.describe("The page's name in the breadcrumb trail. Empty: the title.").optional(),
  menuLabel: text.describe("What screen readers call the page's section menu: Sivun osiot, On this page."),
  sections: z.array(landingSection).min(1, "must have at least 1 section"),
});
export type LandingLanguage = z.infer<typeof landingLanguageSchema>;
