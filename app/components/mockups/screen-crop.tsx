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
 * stays short.
 */
export function ScreenCrop({ html, focus }: { html: string; focus: (typeof cropFocus)[number] }) {
  return (
    <div aria-hidden="true" className="hidden rounded-card bg-brand-50 p-8 ring-1 ring-line sm:block">
      <div className="aspect-[4/3] overflow-hidden rounded-tile">
        <div className={`scale-140 ${focus}`} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}
