/**
 * Content that is an example until the marketing team replaces it with the real thing, flagged
 * in app/content/site.json (`examples`, editable at /admin). The testimonials
 * (app/content/ui/home.yaml), the team and the company history (app/content/ui/about.yaml) are
 * written with fictional, plausible people and events so the pages can be built and reviewed,
 * and the contact details in `settings` are placeholders; none of it may go live as fact. Set a
 * flag to false once that content is real, in every language: `npm run check:launch` fails
 * while any is still true.
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

/** The note each example kind shows while its flag is true (components/example-note.tsx), none once it is real. */
export function exampleNotes(notes: Record<keyof typeof exampleContent, string>): Partial<Record<keyof typeof exampleContent, string>> {
  return Object.fromEntries(Object.entries(notes).filter(([kind]) => exampleContent[kind as keyof typeof exampleContent]));
}

/** The notes a landing page may show (components/landing-page.tsx): beside unconfirmed figures, example testimonials, placeholder contact details. */
export function landingNotes(notes: Record<keyof typeof exampleContent | "unconfirmed", string>) {
  return { unconfirmed: notes.unconfirmed, testimonials: notes.testimonials, contact: exampleNotes(notes).contactDetails };
}
