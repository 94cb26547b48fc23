import type { ReactNode } from "react";
import { sectionClass } from "./page-hero";

/**
 * The panel that closes a page: a title, a line, and its buttons. `brand`, a blue panel with its
 * content centred, closes the pages that sell (home, products, a product); `quiet`, a light panel
 * with the text beside its buttons, closes the pages where a visitor is reading or comparing
 * (pricing, about), so not every page ends in the same band. Its buttons take the variants that
 * fit: inverted on `brand`, primary and secondary on `quiet`. A quiet panel may have an `aside`
 * beside it from a laptop up (About's company card), below it before.
 */
export function CtaPanel({
  id,
  title,
  description,
  children,
  variant = "brand",
  aside,
  className = sectionClass,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  variant?: "brand" | "quiet";
  aside?: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className} data-section="cta" data-variant={variant}>
      {variant === "brand" ? (
        <div className="rounded-panel bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-14 text-center text-white shadow-raised sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">{children}</div>
        </div>
      ) : (
        <div className={aside ? "grid gap-6 lg:grid-cols-3" : undefined}>
          <div
            className={`grid items-center gap-8 rounded-panel bg-surface px-6 py-10 ring-1 ring-line sm:px-10 ${aside ? "content-center lg:col-span-2" : "lg:grid-cols-[minmax(0,3fr)_auto] lg:gap-12"}`}
          >
            <div>
              <h2 id={id} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {title}
              </h2>
              <p className="mt-3 max-w-2xl text-lg text-body">{description}</p>
            </div>
            <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${aside ? "" : "lg:justify-end"}`}>{children}</div>
          </div>
          {aside}
        </div>
      )}
    </section>
  );
}
