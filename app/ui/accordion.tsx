import type * as RadixAccordion from "@radix-ui/react-accordion";
import type { ButtonHTMLAttributes, HTMLAttributes, ReactElement } from "react";
import { useEffect, useId, useRef } from "react";
import { ChevronIcon } from "./icons";
import { useOnIntent } from "./use-on-intent";

type AccordionParts = Pick<typeof RadixAccordion, "Root" | "Item" | "Header" | "Trigger" | "Content">;

/** Plain stand-ins for the Radix parts, rendered until the visitor shows intent: every question closed. */
const standInParts = {
  Root: ({
    type,
    collapsible,
    defaultValue,
    ...props
  }: HTMLAttributes<HTMLDivElement> & { type: string; collapsible?: boolean; defaultValue?: string }) => <div {...props} />,
  Item: ({ value, ...props }: HTMLAttributes<HTMLDivElement> & { value: string }) => <div data-state="closed" {...props} />,
  Header: ({ children }: { asChild: true; children: ReactElement }) => children,
  Trigger: (props: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button type="button" aria-expanded="false" data-state="closed" {...props} />
  ),
  Content: ({ forceMount, ...props }: HTMLAttributes<HTMLDivElement> & { forceMount?: true }) => (
    <div role="region" data-state="closed" {...props} />
  ),
} as unknown as AccordionParts;

const loadAccordion = () => import("@radix-ui/react-accordion");

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * FAQ accordion on Radix: one item open at a time, and the open one can be closed
 * (docs/decisions.md, "Content and business facts"). Answers stay in the HTML when closed, so they are indexable. Radix
 * loads on intent (see useOnIntent): the question the visitor activates opens in it.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const { loaded, activate, intentProps } = useOnIntent(loadAccordion);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (loaded?.focus) root.current?.querySelector<HTMLElement>(`[data-value="${loaded.detail}"] button`)?.focus();
  }, [loaded]);
  if (loaded)
    return <Accordion parts={loaded.module} items={items} headingLevel={headingLevel} defaultValue={loaded.detail} rootRef={root} />;
  return (
    <Accordion
      parts={standInParts}
      items={items}
      headingLevel={headingLevel}
      rootProps={intentProps}
      onActivate={(value, target) => activate(value, target)}
    />
  );
}

function Accordion({
  parts: Faq,
  items,
  headingLevel,
  defaultValue,
  rootRef,
  rootProps,
  onActivate,
}: {
  parts: AccordionParts;
  items: FaqItem[];
  headingLevel: 2 | 3;
  defaultValue?: string;
  rootRef?: React.Ref<HTMLDivElement>;
  rootProps?: Pick<HTMLAttributes<HTMLDivElement>, "onPointerEnter" | "onFocus" | "onTouchStart">;
  onActivate?: (value: string, target: HTMLButtonElement) => void;
}) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  return (
    <Faq.Root
      {...rootProps}
      ref={rootRef}
      type="single"
      collapsible
      defaultValue={defaultValue}
      // The question buttons' hover background follows the box's rounded corners.
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white [&>:first-child_button]:rounded-t-2xl [&>:last-child[data-state=closed]_button]:rounded-b-2xl"
    >
      {items.map((item, index) => {
        const value = `item-${index}`;
        return (
          <Faq.Item key={index} value={value} data-value={value}>
            <Faq.Header asChild>
              <Heading>
                <Faq.Trigger
                  id={`${id}-q${index}`}
                  aria-controls={`${id}-a${index}`}
                  onClick={onActivate && ((event) => onActivate(value, event.currentTarget))}
                  className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50"
                >
                  {item.question}
                  <ChevronIcon className="size-5 shrink-0 text-brand-600" />
                </Faq.Trigger>
              </Heading>
            </Faq.Header>
            <Faq.Content
              forceMount
              id={`${id}-a${index}`}
              aria-labelledby={`${id}-q${index}`}
              className="px-5 pb-5 text-slate-700 data-[state=closed]:hidden"
            >
              {item.answer}
            </Faq.Content>
          </Faq.Item>
        );
      })}
    </Faq.Root>
  );
}
