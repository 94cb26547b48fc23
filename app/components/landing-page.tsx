/**
 * A landing page drawn from its sections (app/content/landing/schema.ts), the same for every
 * landing page: the route (app/routes/landing.tsx) and the editor's preview (cms/previews.tsx)
 * both draw it. The section menu lists the sections that name a menu link; a proof section right
 * after the hero joins the hero's panel, as its figures back the headline.
 */
import { Fragment, type ReactNode } from "react";
import type { LandingCopy } from "~/content/landing/load.server";
import type { LandingAction, LandingSection } from "~/content/landing/schema";
import type { ProductId } from "~/config/products";
import { productStartUrl } from "~/config/outbound";
import { customerServiceMailto, site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { formatEuros } from "~/i18n/format";
import { type Language, quotationMarks } from "~/i18n/languages";
import { pagePath, type PageKey } from "~/routing/route-table";
import { buttonClass, type ButtonVariant, textLinkClass } from "~/ui/button";
import { FaqAccordion } from "~/ui/accordion";
import type { IconName } from "~/ui/icons";
import { cardSpan, gridFillClasses } from "~/ui/grid-fill";
import { Link } from "~/ui/link";
import { EmailAddress } from "./email-address";
import { ExampleNote } from "./example-note";
import { ExternalLink } from "./external-link";
import { usePhoneNotice } from "./layout/nav-links";
import { ProductScreen } from "./mockups/product-screen";
import { heroWithScreenClass, sectionClass } from "./page-hero";
import { PlanCards } from "./plan-cards";
import { TestimonialList } from "./testimonials";
import { IconCard, Section } from "./section";

type Anchored<Type extends LandingSection["type"]> = Extract<LandingSection, { type: Type }> & { anchor: string };

/** What the page shows besides its copy, prepared at build time. */
export interface LandingPageProps {
  lang: Language;
  copy: LandingCopy;
  /** The hero's product screen as HTML, if it has one. */
  screen?: string | undefined;
  /** Each section's feature scenes as HTML, by section anchor and item. */
  scenes: Record<string, (string | undefined)[]>;
  /** The plan sets' prices and limits, by section anchor: `null` is by quotation. */
  prices: Record<string, Record<string, number | null>>;
  notes: {
    /** Beside the contact details while they are placeholders. */
    contact?: string | undefined;
  };
}

export function LandingPage(props: LandingPageProps) {
  const { copy } = props;
  const menu = copy.sections.filter((section) => section.menu);
  const [hero, ...rest] = copy.sections as [Anchored<"hero">, ...LandingCopy["sections"]];
  // A proof section right after the hero is drawn inside it.
  const joined = rest[0]?.type === "proof" ? (rest[0] as Anchored<"proof">) : undefined;
  const body = joined ? rest.slice(1) : rest;
  // Sections with a title alternate white and tinted, starting white after the hero.
  let banded = false;

  return (
    <>
      {menu.length > 0 && (
        <nav aria-label={copy.menuLabel} className="sticky top-16 z-30 border-b border-line bg-white/95 backdrop-blur">
          {/* The links' text lines up with the page's (the list's padding is the page's less a link's own). On a phone the links may
              run past the edge: the last 1.5rem fades out, so a row that runs on reads as one that scrolls, and a row that fits
              loses only its own end padding to the fade, not a letter. */}
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-1.5 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%_-_1.5rem),transparent)] max-sm:pr-6 sm:px-3 lg:px-5">
            {menu.map((section) => (
              <li key={section.anchor}>
                <a
                  href={`#${section.anchor}`}
                  className="inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold whitespace-nowrap text-body hover:bg-slate-100 sm:px-3"
                >
                  {section.menu}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Hero section={hero} proof={joined} {...props} />
      {body.map((section) => {
        const band = section.type === "plans" || section.type === "faq" || section.type === "features" || section.type === "testimonials";
        const tinted = band && banded;
        if (band) banded = !banded;
        return <Fragment key={section.anchor}>{drawSection(section, tinted, props)}</Fragment>;
      })}
    </>
  );
}

function drawSection(section: LandingCopy["sections"][number], band: boolean, props: LandingPageProps): ReactNode {
  switch (section.type) {
    case "hero":
      return null;
    case "proof":
      return (
        <div id={section.anchor} className={sectionClass}>
          <Figures section={section} />
        </div>
      );
    case "features":
      return <Features section={section} band={band} scenes={props.scenes[section.anchor] ?? []} />;
    case "plans":
      return <Plans section={section} band={band} prices={props.prices[section.anchor] ?? {}} lang={props.lang} />;
    case "testimonials":
      return <Testimonials section={section} band={band} />;
    case "faq":
      return (
        <Section labelId={`${section.anchor}-title`} anchor={section.anchor} title={section.title} band={band} narrow>
          <div className="mt-10">
            <FaqAccordion items={section.items} />
          </div>
        </Section>
      );
    case "cta":
      return <Closing section={section} note={props.notes.contact} />;
  }
}

/**
 * Where an action leads (`to`, app/content/landing/schema.ts): a product's trial (a new tab), a page
 * of the site (`page:contact#demo` with a section of it), a section of this page, or an e-mail to
 * customer service with `subject`.
 */
function ActionLink({
  action,
  className,
  subject,
  children,
}: {
  action: LandingAction;
  className: string;
  subject: string;
  children: ReactNode;
}) {
  const { lang } = useI18n();
  const [kind, target = ""] = action.to.split(":") as [string, string | undefined];
  if (kind === "signup")
    return (
      <ExternalLink href={productStartUrl(target as ProductId, lang)} className={className}>
        {children}
      </ExternalLink>
    );
  if (kind === "page") {
    const [page, hash] = target.split("#") as [PageKey, string | undefined];
    return (
      <Link to={`${pagePath(page, lang)!}${hash ? `#${hash}` : ""}`} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={kind === "email" ? customerServiceMailto(subject) : action.to} className={className}>
      {children}
    </a>
  );
}

/** A button of the page. */
function ActionButton({ action, variant, subject }: { action: LandingAction; variant: ButtonVariant; subject: string }) {
  return (
    <ActionLink action={action} className={buttonClass(variant)} subject={subject}>
      {action.label}
    </ActionLink>
  );
}

function Hero({ section, proof, screen }: { section: Anchored<"hero">; proof: Anchored<"proof"> | undefined } & LandingPageProps) {
  const product = section.screen?.product;
  return (
    <section
      id={section.anchor}
      tabIndex={-1}
      aria-labelledby={`${section.anchor}-title`}
      className="overflow-hidden bg-gradient-to-b from-brand-50 to-white outline-none"
      data-section="hero"
    >
      <div className={`${sectionClass} lg:py-20`}>
        {/* The headline beside the screen from lg up; the screen follows it on smaller screens. */}
        <div className={screen ? heroWithScreenClass : undefined}>
          <div>
            {section.eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{section.eyebrow}</p>}
            <h1 id={`${section.anchor}-title`} className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
              {section.title}
            </h1>
            {/* The search page shows it as the page's summary (app/search/). */}
            <p className="mt-5 max-w-2xl text-lg text-body" data-pagefind-meta="description">
              {section.subtitle}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ActionButton action={section.primary} variant="primary" subject={section.title} />
              {section.secondary && <ActionButton action={section.secondary} variant="secondary" subject={section.title} />}
            </div>
            {section.note && <p className="mt-4 text-sm text-muted">{section.note}</p>}
          </div>
          {screen && product && <ProductScreen product={product} html={screen} className="mx-auto w-full max-w-xl lg:max-w-none" />}
        </div>
        {proof && (
          <div id={proof.anchor} className="mt-12">
            <Figures section={proof} />
          </div>
        )}
      </div>
    </section>
  );
}

/** Proof figures in tiles, the label under each value (only confirmed ones reach the page: publishedSections). */
function Figures({ section }: { section: Anchored<"proof"> }) {
  return (
    <>
      {/* One figure per row on a phone, where two side by side wrap their labels over many lines. */}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          <div key={item.value} className="flex flex-col-reverse rounded-card bg-white p-5 shadow-card ring-1 ring-line">
            <dt className="mt-1 text-sm text-muted">{item.label}</dt>
            <dd className="text-2xl font-extrabold text-brand-700">{item.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Features({ section, band, scenes }: { section: Anchored<"features">; band: boolean; scenes: (string | undefined)[] }) {
  const rows = section.items.flatMap((item, index) => (scenes[index] ? [{ item, index, scene: scenes[index] }] : []));
  const cards = section.items.flatMap((item, index) => (scenes[index] ? [] : [{ item, index }]));
  const cardSpans = gridFillClasses(cards.length, { sm: 2, lg: 3 }, false);
  const only = rows.length === 1 && cards.length === 0 ? rows[0] : undefined;
  if (only)
    // One feature: the section is that feature, its scene beside the title, not a lone row under it.
    return (
      <Section
        labelId={`${section.anchor}-title`}
        anchor={section.anchor}
        title={section.title}
        intro={section.intro}
        band={band}
        beside={
          <div className="mx-auto w-full max-w-lg lg:max-w-none" data-feature-scene dangerouslySetInnerHTML={{ __html: only.scene }} />
        }
      >
        <div data-feature={only.index} className="mt-8 border-t border-line pt-6">
          <h3 className="text-xl font-bold tracking-tight text-ink">{only.item.title}</h3>
          <p className="mt-2 text-body">{only.item.description}</p>
        </div>
        {section.more && <MoreLink action={section.more} />}
      </Section>
    );
  return (
    <Section labelId={`${section.anchor}-title`} anchor={section.anchor} title={section.title} intro={section.intro} band={band}>
      {rows.length > 0 && (
        <ol className="mt-12 space-y-12 lg:space-y-20">
          {rows.map(({ item, index, scene }, order) => (
            <li key={index} data-feature={index} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <div className={order % 2 === 1 ? "lg:order-last" : undefined}>
                <h3 className="text-2xl font-bold tracking-tight text-ink">{item.title}</h3>
                <p className="mt-3 text-lg text-body">{item.description}</p>
              </div>
              <div className="mx-auto w-full max-w-lg lg:max-w-none" data-feature-scene dangerouslySetInnerHTML={{ __html: scene }} />
            </li>
          ))}
        </ol>
      )}
      {cards.length > 0 && (
        <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${rows.length > 0 ? "mt-16" : "mt-10"}`}>
          {cards.map(({ item, index }, order) => (
            <IconCard
              key={index}
              data-feature={index}
              // Every row whole: the last card takes what its row leaves (app/ui/grid-fill.ts).
              className={cardSpan(order, cards.length, cardSpans)}
              icon={item.icon as IconName}
              title={item.title}
              description={item.description}
              raised={band}
            />
          ))}
        </ul>
      )}
      {section.more && <MoreLink action={section.more} />}
    </Section>
  );
}

/** A text link under a section, where it leads as a button's would. */
function MoreLink({ action }: { action: LandingAction }) {
  return (
    <ActionLink action={action} className={`${textLinkClass} mt-8`} subject={action.label}>
      {action.label} <span aria-hidden="true">→</span>
    </ActionLink>
  );
}

function Plans({
  section,
  band,
  prices,
  lang,
}: {
  section: Anchored<"plans">;
  band: boolean;
  prices: Record<string, number | null>;
  lang: Language;
}) {
  const signup = productStartUrl(section.product, lang);
  return (
    <Section labelId={`${section.anchor}-title`} anchor={section.anchor} title={section.title} intro={section.intro} band={band}>
      <PlanCards
        popularLabel={section.popularLabel}
        plans={section.items.map((plan) => {
          const price = prices[plan.id] ?? null;
          return {
            name: plan.name,
            description: plan.description,
            price: price === null ? (plan.priceLabel ?? "") : formatEuros(price, lang),
            ...(price !== null && { unit: section.perMonth }),
            priceIsText: price === null,
            popular: plan.popular,
            features: plan.features,
            action:
              price === null ? (
                <ActionButton action={section.quote} variant="secondary" subject={`${section.title}: ${plan.name}`} />
              ) : (
                <ExternalLink href={signup} className={buttonClass(plan.popular ? "primary" : "secondary")}>
                  {section.choose}
                  <span className="sr-only">: {plan.name}</span>
                </ExternalLink>
              ),
          };
        })}
      />
      <p className="mt-6 text-muted">{section.vatNote}</p>
      {section.trial && <p className="mt-1 font-semibold text-ink">{section.trial}</p>}
    </Section>
  );
}

function Testimonials({ section, band }: { section: Anchored<"testimonials">; band: boolean }) {
  const { lang } = useI18n();
  const [open, close] = quotationMarks[lang];
  return (
    <Section labelId={`${section.anchor}-title`} anchor={section.anchor} title={section.title} band={band}>
      <TestimonialList items={section.items.map((item) => ({ ...item, content: `${open}${item.content}${close}` }))} />
    </Section>
  );
}

/** The closing panel: its call to action, and customer service's details when the section asks for them. */
function Closing({ section, note }: { section: Anchored<"cta">; note: string | undefined }) {
  const phoneNotice = usePhoneNotice();
  const { contact } = section;
  const action = <ActionButton action={section.action} variant="inverted" subject={section.title} />;
  return (
    <section
      id={section.anchor}
      tabIndex={-1}
      aria-labelledby={`${section.anchor}-title`}
      className={`${sectionClass} outline-none`}
      data-section="cta"
    >
      {/* With customer service's details, the call and the details side by side; without, the action at the
          row's end on a wide screen, so the panel has no empty half. */}
      <div
        className={`grid gap-8 rounded-panel bg-ink p-8 text-white sm:p-12 ${contact ? "lg:grid-cols-2" : "lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12"}`}
      >
        <div>
          <h2 id={`${section.anchor}-title`} className="text-3xl font-bold">
            {section.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-300">{section.intro}</p>
          {contact && <div className="mt-8">{action}</div>}
        </div>
        {!contact && <div>{action}</div>}
        {contact && (
          <div>
            <ExampleNote text={note} onDark className="mb-6" />
            <dl className="grid content-start gap-6">
              <div>
                <dt className="text-sm font-semibold text-slate-300 uppercase">{contact.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${site.email}`} className="text-lg font-semibold break-words underline">
                    <EmailAddress address={site.email} />
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-300 uppercase">{contact.phoneLabel}</dt>
                <dd>
                  <a href={site.phone.href} className="text-lg font-semibold underline">
                    {site.phone.display}
                  </a>
                  <span className="block text-sm text-slate-300">{phoneNotice}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-300 uppercase">{contact.hoursLabel}</dt>
                <dd className="text-lg font-semibold">{contact.hours}</dd>
              </div>
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}
