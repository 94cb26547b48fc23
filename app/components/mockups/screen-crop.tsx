/**
 * Where the feature rows of a product page look into its screen: the same screen as the hero,
 * enlarged toward the top of its list, its figures on the right, and its last rows, so each
 * row shows a part of the product itself rather than a stock picture. The classes are written
 * out whole for Tailwind.
 */
export const cropFocus = ["origin-top-left", "origin-[100%_30%]", "origin-bottom-right"] as const;

/**
 * A product's screen (HTML drawn at build time, `productScreenHtml`) enlarged 1.4 times toward
 * one part of it, in a frame that clips the rest. It repeats the hero's screen, so it is hidden
 * from assistive technology: the hero's screen carries the text alternative once. Phones, where
 * the hero's screen is already full width, skip the crops: the rows read as text, and the page
 * stays short. Below lg, where the rows stack, a crop keeps to a readable width instead of the
 * whole column.
 */
export function ScreenCrop({ html, focus }: { html: string; focus: (typeof cropFocus)[number] }) {
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-lg rounded-card bg-brand-50 p-8 ring-1 ring-line sm:block lg:max-w-none">
      {/* The cut edges fade out, so the crop reads as a close-up of the screen rather than a screen sliced through its words. */}
      <div className="aspect-[4/3] overflow-hidden rounded-tile [mask-image:linear-gradient(to_right,transparent,#000_10%,#000_90%,transparent),linear-gradient(to_bottom,transparent,#000_10%,#000_90%,transparent)] [mask-composite:intersect]">
        <div className={`scale-140 ${focus}`} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}
