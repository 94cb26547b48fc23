/**
 * A product's plans side by side: name, who it is for, price, what is included, and its action.
 * The cleaning page and the pricing page show the cleaning ERP's plans with it, so they look the
 * same in both places; the pricing page leaves out the features, which are written in Finnish
 * only, and links to the page that has them.
 */
import type { ReactNode } from "react";
import { Icon } from "~/ui/icons";

export interface PlanCard {
  name: string;
  /** The name in the page's language, beside the plan's own Finnish name: "Startti (Starter)". */
  gloss?: string | undefined;
  /** Who the plan is for, e.g. "up to 5 employees". */
  description: string;
  /** The price, already formatted (with its VAT variants on the pricing page). */
  price: ReactNode;
  /** What follows the price, set smaller: "/kk (alv 0 %)". */
  unit?: string;
  /** A price line that is a word, not a number ("by quotation"), is set smaller. */
  priceIsText?: boolean;
  popular?: boolean;
  features?: readonly string[];
  action?: ReactNode;
}

export function PlanCards({ plans, popularLabel }: { plans: readonly PlanCard[]; popularLabel: string }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.name}
          data-plan={plan.name}
          data-popular={plan.popular || undefined}
          className={`relative flex flex-col rounded-card bg-white p-7 shadow-card md:p-5 lg:p-7 ${plan.popular ? "ring-2 ring-brand-600" : "ring-1 ring-line"}`}
        >
          {plan.popular && (
            <p className="absolute -top-3 left-7 rounded-full bg-brand-600 px-3 py-0.5 text-sm font-semibold text-white">{popularLabel}</p>
          )}
          <h3 className="text-xl font-bold text-ink">
            {plan.name}
            {plan.gloss && <span className="text-base font-semibold text-muted"> ({plan.gloss})</span>}
          </h3>
          <p className="mt-1 text-muted">{plan.description}</p>
          {/* One height and a shared bottom line for every price, so the feature lists start level. */}
          <p className="mt-5 flex min-h-10 flex-wrap content-end items-baseline gap-x-1.5 text-ink">
            <span className={plan.priceIsText ? "text-2xl font-extrabold xl:text-3xl" : "text-4xl font-extrabold"}>{plan.price}</span>
            {plan.unit && <span className="text-muted">{plan.unit}</span>}
          </p>
          {plan.features && (
            <ul className="mt-6 flex-1 space-y-2">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-body">
                  <Icon name="check" className="mt-0.5 size-5 text-accent-700" />
                  {feature}
                </li>
              ))}
            </ul>
          )}
          {/* At the card's foot, so the buttons of a row line up even where a price wraps. */}
          {plan.action && <div className={`mt-auto grid ${plan.features ? "pt-8" : "pt-6"}`}>{plan.action}</div>}
        </li>
      ))}
    </ul>
  );
}
