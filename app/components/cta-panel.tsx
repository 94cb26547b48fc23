import type { ReactNode } from "react";
import { sectionClass } from "./page-hero";

/** The blue call-to-action panel that closes a page: a title, a line, and its buttons. */
export function CtaPanel({
  id,
  title,
  description,
  children,
  className = sectionClass,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className} data-section="cta">
      <div className="rounded-panel bg-brand-700 bg-[url(/illustrations/tiles.svg)] px-6 py-14 text-center text-white sm:px-12">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{children}</div>
      </div>
    </section>
  );
}
