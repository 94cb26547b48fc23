/**
 * Content that is an example until the marketing team replaces it with the real thing.
 * The testimonials (app/content/ui/home.yaml), the team and the company history
 * (app/content/ui/about.yaml) are written with fictional, plausible people and events so
 * the pages can be built and reviewed; they must not go live as fact. Set an entry to false once its copy is real, in every
 * language: `npm run check:launch` fails while any is still true.
 */
export const exampleContent = {
  testimonials: true,
  team: true,
  history: true,
} as const;

/** Where each example lives, for the launch check's message. */
export const exampleContentFields: Record<keyof typeof exampleContent, string> = {
  testimonials: "home.testimonials.items",
  team: "about.team.members",
  history: "about.history.events",
};
