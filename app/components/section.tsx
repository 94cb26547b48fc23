import type { LiHTMLAttributes, ReactNode } from "react";
import { Icon, type IconName } from "~/ui/icons";
import { sectionClass, sectionTitleClass } from "./page-hero";

/** The home page's sections: more room around them, and larger titles. */
export const prominentSectionClass = "mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24";
const prominentTitleClass = "text-3xl font-bold tracking-tight text-ink sm:text-4xl";

/**
 * A section of a page: its title (an h2, which names the section for screen readers), an
 * optional intro, and its content, at the page's width and spacing. `band` sets it on the
 * tinted surface that alternates with white; `anchor` makes it the target of the page's
 * in-page links, focused by them without an outline; `prominent` gives it the home page's
 * room and title size.
 */
export function Section({
  labelId,
  title,
  intro,
  band = false,
  narrow = false,
  anchor,
  prominent = false,
  section,
  beside,
  children,
}: {
  /** The title's id, which labels the section. */
  labelId: string;
  title: ReactNode;
  intro?: string;
  band?: boolean;
  /** At a reading width (max-w-3xl), for a section of text such as a FAQ. */
  narrow?: boolean;
  /** The section's id, for links such as `#pricing`. */
  anchor?: string;
  prominent?: boolean;
  /** Its `data-section` name, where tests and crops look for it. */
  section?: string;
  /** A picture beside the title and content from lg up (below them before), for a section that is one thing. */
  beside?: ReactNode;
  children: ReactNode;
}) {
  const text = (
    <>
      <h2 id={labelId} className={prominent ? prominentTitleClass : sectionTitleClass}>
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p>}
      {children}
    </>
  );
  const content = beside ? (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div>{text}</div>
      {beside}
    </div>
  ) : (
    text
  );
  const outline = anchor ? "outline-none" : "";
  const spacing = prominent ? prominentSectionClass : sectionClass;
  const width = narrow ? `${spacing} max-w-3xl` : spacing;
  return (
    <section
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      aria-labelledby={labelId}
      data-section={section}
      className={(band ? ["bg-surface", outline] : [width, outline]).filter(Boolean).join(" ")}
    >
      {band ? <div className={width}>{content}</div> : content}
    </section>
  );
}

/**
 * One card of a grid of reasons or features: an icon on a tile, a title (h3) and a sentence.
 * Outlined on white; `raised` (white with a shadow) on a tinted band.
 */
export function IconCard({
  icon,
  title,
  description,
  raised = false,
  className = "",
  ...attributes
}: { icon: IconName; title: string; description: string; raised?: boolean } & Omit<LiHTMLAttributes<HTMLLIElement>, "title">) {
  return (
    <li
      {...attributes}
      className={`${raised ? "rounded-card bg-white p-6 shadow-card ring-1 ring-line" : "rounded-card border border-line p-6"} ${className}`.trim()}
    >
      <span className="flex size-11 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-2 text-muted">{description}</p>
    </li>
  );
}
