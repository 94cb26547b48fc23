import { useId } from "react";
import { Icon } from "./icons";

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * FAQ accordion on the platform: `<details>` elements sharing one `name`, so the browser
 * keeps one answer open at a time and a second click closes it (docs/decisions.md,
 * "Content and business facts"). It works by mouse, touch and keyboard before and without
 * JavaScript, and answers stay in the HTML, so they are indexable.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const group = useId();
  return (
    // The questions' hover background follows the box's rounded corners.
    <div className="divide-y divide-line rounded-card border border-line bg-white [&>:first-child>summary]:rounded-t-2xl [&>:last-child:not([open])>summary]:rounded-b-2xl">
      {items.map((item, index) => (
        <details key={index} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-surface [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold text-ink">{item.question}</Heading>
            <Icon name="chevronDown" className="size-5 text-brand-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-body">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
