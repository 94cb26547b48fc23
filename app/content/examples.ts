/**
 * Content that is an example until the marketing team replaces it with the real thing, flagged
 * in app/content/site.json (`examples`, editable at /admin). The testimonials
 * (app/content/ui/home.yaml), the team and the company history (app/content/ui/about.yaml) are
 * written with fictional, plausible people and events, so the pages are ready for the real ones,
 * and the contact details in `settings` are placeholders; none of it may go live as fact. While a
 * flag is true the site leaves that content out (the contact details, which a page cannot leave
 * out, carry a note). Set a flag to false once that content is real, in every language: `npm run
 * check:launch` fails while any is still true.
 */
import siteFile from "./site.json" with { type: "json" };

export const exampleContent: Record<keyof typeof siteFile.examples, boolean> = siteFile.examples;

/** Where each example lives, for the launch check's message. */
export const exampleContentFields: Record<keyof typeof exampleContent, string> = {
  contactDetails: "the contact details and addresses in app/content/site.json (settings)",
  testimonials: "home.testimonials.items in app/content/ui/home.yaml",
  team: "about.team.members in app/content/ui/about.yaml",
  history: "about.history.events in app/content/ui/about.yaml",
};

/**
 * The note beside the contact details while they are placeholders (components/example-note.tsx),
 * none once they are real. The other examples are not published at all (docs/decisions.md,
 * "Nothing fictional or unconfirmed is published"): the contact details cannot be left out.
 */
export function contactDetailsNote(note: string): string | undefined {
  return exampleContent.contactDetails ? note : undefined;
}
