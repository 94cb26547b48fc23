/** Finnish-only landing page for the cleaning-industry ERP (docs/requirements.md, "Cleaning page"). */
import { ExternalLink } from "~/components/external-link";
import { EmailAddress } from "~/components/email-address";
import { ExampleNote } from "~/components/example-note";
import { exampleNotes } from "~/content/examples";
import { allConfirmed } from "~/content/claims";
import { messages } from "~/content/messages.server";
import { heroWithScreenClass, sectionClass } from "~/components/page-hero";
import { IconCard, Section } from "~/components/section";
import { PlanCards } from "~/components/plan-cards";
import { productStartUrl } from "~/config/outbound";
import { customerServiceMailto, site } from "~/config/site";
import { cleaning, type cleaningFeatureIds } from "~/content/cleaning.server";
import { ProductScreen } from "~/components/mockups/product-screen";
import { erpScreenForTradeHtml } from "~/components/mockups/screen.server";
import { usePhoneNotice } from "~/components/layout/nav-links";
import { useI18n } from "~/i18n/context";
import { formatEuros } from "~/i18n/format";
import { pageHead, tablePage } from "~/routing/page.server";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/cleaning";
import type { IconName } from "~/ui/icons";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  return {
    c: cleaning,
    // The hero shows the ERP's screen with the trade's own sites: the cleaning ERP is the ERP product for the trade.
    screen: erpScreenForTradeHtml("fi", cleaning.screen),
    contactNote: exampleNotes(messages[lang].common.examples).contactDetails,
    // The proof tiles' claims (app/content/claims.yaml): said to be unconfirmed until each has a source.
    claimsNote: allConfirmed(["cleaning-planning-hours", "cleaning-travel-costs", "cleaning-support", "gdpr"])
      ? undefined
      : messages[lang].common.examples.unconfirmed,
    head: pageHead(page, { ...cleaning.meta, crumb: cleaning.hero.eyebrow }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const featureIcons: Record<(typeof cleaningFeatureIds)[number], IconName> = {
  customers: "building",
  shifts: "shifts",
  routes: "route",
  reports: "financing",
  mobile: "phone",
  time: "clock",
};

export default function Cleaning({ loaderData: { c, screen, contactNote, claimsNote } }: Route.ComponentProps) {
  const { lang } = useI18n();
  const phoneNotice = usePhoneNotice();
  const sections = [
    ["hero", c.nav.hero],
    ["features", c.nav.features],
    ["pricing", c.nav.pricing],
    ["contact", c.nav.contact],
  ] as const;
  const signup = productStartUrl("erp", lang);

  return (
    <>
      <nav aria-label={c.nav.label} className="sticky top-16 z-30 border-b border-line bg-white/95 backdrop-blur">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-6 lg:px-8">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}

                className="inline-flex min-h-11 items-center rounded-control px-2.5 text-sm font-semibold whitespace-nowrap text-body hover:bg-slate-100 sm:px-3"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section
        id="hero"
        tabIndex={-1}
        aria-labelledby="cleaning-title"
        className="overflow-hidden bg-gradient-to-b from-brand-50 to-white outline-none"
      >
        <div className={`${sectionClass} lg:py-20`}>
          {/* The headline beside the ERP's screen from lg up; the screen follows it on smaller screens. */}
          <div className={heroWithScreenClass}>
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{c.hero.eyebrow}</p>
              <h1 id="cleaning-title" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
                {c.hero.title}
              </h1>
              <p className="mt-5 max-w-2xl text-lg text-body">{c.hero.subtitle}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ExternalLink href={signup} className={buttonClass("primary")}>
                  {c.hero.primary}
                </ExternalLink>
                <a href="#contact" className={buttonClass("secondary")}>
                  {c.hero.secondary}
                </a>
              </div>
              <p className="mt-4 text-sm text-muted">{c.hero.trial}</p>
            </div>
            <ProductScreen product="erp" html={screen} className="mx-auto w-full max-w-xl lg:max-w-none" />
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {c.claims.map((claim) => (
              <div key={claim.value} className="flex flex-col-reverse rounded-card bg-white p-5 shadow-card ring-1 ring-line">
                <dt className="mt-1 text-sm text-muted">{claim.label}</dt>
                <dd className="text-2xl font-extrabold text-brand-700">{claim.value}</dd>
              </div>
            ))}
          </dl>
          <ExampleNote text={claimsNote} className="mt-4" />
        </div>
      </section>

      <Section labelId="features-title" anchor="features" title={c.features.title} intro={c.features.intro}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {c.features.items.map((feature) => (
            <IconCard
              key={feature.id}
              data-feature={feature.id}
              icon={featureIcons[feature.id]}
              title={feature.title}
              description={feature.description}
            />
          ))}
        </ul>
      </Section>

      <Section labelId="pricing-title" anchor="pricing" title={c.pricing.title} intro={c.pricing.intro} band>
        <PlanCards
          popularLabel={c.pricing.popularLabel}
          plans={c.pricing.plans.map((plan) => ({
            name: plan.name,
            description: plan.description,
            price: plan.price === null ? plan.priceLabel : formatEuros(plan.price, lang),
            ...(plan.price !== null && { unit: c.pricing.perMonth }),
            priceIsText: plan.price === null,
            popular: plan.popular,
            features: plan.features,
            action:
              plan.price === null ? (
                <a href="#contact" className={buttonClass("secondary")}>
                  {c.contact.button}
                </a>
              ) : (
                <ExternalLink href={signup} className={buttonClass(plan.popular ? "primary" : "secondary")}>
                  {c.pricing.choose}
                  <span className="sr-only">: {plan.name}</span>
                </ExternalLink>
              ),
          }))}
        />
        <p className="mt-6 text-muted">{c.pricing.vatNote}</p>
        <p className="mt-1 font-semibold text-ink">{c.pricing.trial}</p>
      </Section>

      <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className={`${sectionClass} outline-none`}>
        <div className="grid gap-8 rounded-panel bg-ink p-8 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <h2 id="contact-title" className="text-3xl font-bold">
              {c.contact.title}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{c.contact.intro}</p>
            <a href={customerServiceMailto(c.contact.title)} className={`${buttonClass("inverted")} mt-8`}>
              {c.contact.button}
            </a>
          </div>
          <div>
            <ExampleNote text={contactNote} onDark className="mb-6" />
            <dl className="grid content-start gap-6">
              <div>
                <dt className="text-sm font-semibold text-slate-300 uppercase">{c.contact.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${site.email}`} className="text-lg font-semibold break-words underline">
                    <EmailAddress address={site.email} />
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-300 uppercase">{c.contact.phoneLabel}</dt>
                <dd>
                  <a href={site.phone.href} className="text-lg font-semibold underline">
                    {site.phone.display}
                  </a>
                  <span className="block text-sm text-slate-300">{phoneNotice}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-300 uppercase">{c.contact.hoursLabel}</dt>
                <dd className="text-lg font-semibold">{c.contact.hours}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
    </>
  );
}
