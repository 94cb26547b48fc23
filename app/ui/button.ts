/**
 * Button styles shared by links and buttons: one look for every call to action. A label never
 * wraps (tests/e2e/visual.spec.ts checks 320 to 1920 px): rows of buttons wrap whole buttons.
 */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-center text-base font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary: "border border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700 focus-visible:outline-brand-600",
  inverted: "bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white",
  ghostInverted: "border border-white/60 text-white hover:bg-white/10 focus-visible:outline-white",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A secondary action set as text beside a button or under a card: "See prices ↗", "Learn more →". As tall as a button, so it is as easy to tap. */
export const textLinkClass = "inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline";
