import { CtaPanel } from "~/components/cta-panel";
import { ExternalLink } from "~/components/external-link";
import { ProductScreen } from "~/components/mockups/product-screen";
import { productScreenHtml } from "~/components/mockups/screen.server";
import { LearnMore, ProductGrid } from "~/components/product-grid";
import { featuredProduct } from "~/content/products.server";
import { facts } from "~/config/facts";
import { site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { formatNumber } from "~/i18n/format";
import { quotationMarks } from "~/i18n/languages";
import { pageHead, tablePage } from "~/routing/page.server";
import { FaqAccordion } from "~/ui/accordion";
import { buttonClass } from "~/ui/button";
import { Icon, type IconName } from "~/ui/icons";
import { applicationJsonLd } from "~/seo/json-ld";
import type { Route } from "./+types/home";
import { heroWithScreenClass } from "~/components/page-hero";
import { IconCard, prominentSectionClass, Section } from "~/components/section";
import { TestimonialList } from "~/components/testimonials";
import { exampleContent } from "~/content/examples";
import { allConfirmed } from "~/content/claims";
import { PaidCard } from "~/components/scenes/invoicing-scenes";
import { SignedCard } from "~/components/scenes/sign-scenes";
import { mockupCopy } from "~/content/products.server";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang];
  // The hero's composed visual, the headline's three things: the finance screen, a signed contract
  // at its top corner and a paid invoice hanging from its foot (phones show the screen only).
  const heroScreen = productScreenHtml("financing", lang);
  const { sign: signCopy, invoicing: invoicingCopy } = mockupCopy[lang];
  // Each testimonial in the quotation marks of its language.
  const [open, close] = quotationMarks[lang];
  const items = t.home.testimonials.items.map((item) => ({ ...item, content: `${open}${item.content}${close}` }));
  return {
    lang,
    t: { ...t.home, testimonials: { ...t.home.testimonials, items } },
    // Proof the page publishes only once it is true (docs/decisions.md, "Nothing fictional or unconfirmed is published").
    shows: { figures: allConfirmed(["figures"]), testimonials: !exampleContent.testimonials },
    heroScreen,
    signCopy,
    invoicingCopy,
    // Its card ends with the one price the content publishes, where its features leave room.
    featured: { ...featuredProduct(lang), price: t.home.products.featuredPrice },
    // The products still to come share one card, under the products page's heading for them.
    laterTitle: t.productsPage.later,
    head: pageHead(page, t.home.meta, { jsonLd: [applicationJsonLd("invoicing", lang), applicationJsonLd("sign", lang)] }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** One icon per reason, in the order of the copy's reasons: quick start, the services working together, the accountant's access, pricing. */
const whyIcons: IconName[] = ["rocket", "layers", "crm", "euro"];

/** One icon per fact of the trust band, in the copy's order: e-invoices, signing, data, support. */
const trustIcons: IconName[] = ["invoicing", "sign", "shield", "headset"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, t, heroScreen, signCopy, invoicingCopy, featured, laterTitle, shows } = loaderData;
  return (
    <>
      {/* The headline beside a composed visual from lg up (the finance screen, a signed contract at
          its top corner, a paid invoice at its foot, all whole); on smaller screens the screen
          alone follows the headline. */}
      <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div className={`${prominentSectionClass} ${heroWithScreenClass}`}>
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t.hero.eyebrow}</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl xl:text-6xl">{t.hero.title}</h1>
            <p className="mt-6 max-w-2xl text-lg text-body" data-pagefind-meta="description">
              {t.hero.subtitle}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <HeroButtons register={t.hero.register} explore={t.hero.explore} />
            </div>
          </div>
          <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
            <ProductScreen product="financing" html={heroScreen} className="relative lg:mt-24 lg:ml-auto lg:w-[90%]" />
            <SignedCard copy={signCopy} lang={lang} className="absolute -top-10 left-0 z-10 hidden lg:block" />
            {/* Over the frame's bottom padding only: the card's top is 1rem above the screen's foot. */}
            <PaidCard
              copy={invoicingCopy}
              lang={lang}
              className="absolute right-6 bottom-0 z-10 hidden translate-y-[calc(100%-1rem)] lg:block"
            />
          </div>
        </div>
      </section>

      {/* Facts the copy states elsewhere, one line each; a band of marks where peers show logos. */}
      <section aria-labelledby="trust-title" className="border-y border-line bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <h2 id="trust-title" className="sr-only">
            {t.trust.title}
          </h2>
          <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            {t.trust.items.map((fact, index) => (
              <li key={fact} className="flex items-center gap-3 text-sm font-semibold text-ink">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
                  <Icon name={trustIcons[index] ?? "check"} className="size-5" />
                </span>
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section labelId="products-title" anchor="products" title={t.products.title} intro={t.products.subtitle} prominent>
        <div className="mt-10">
          <ProductGrid featured={featured} footer={() => <LearnMore label={t.products.learnMore} />} laterTitle={laterTitle} />
        </div>
      </Section>

      <Section labelId="features-title" title={t.features.title} prominent band>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {t.features.items.map((feature, index) => (
            <IconCard
              key={feature.title}
              icon={whyIcons[index] ?? "check"}
              title={feature.title}
              description={feature.description}
              raised
            />
          ))}
        </ul>
      </Section>

      {shows.figures && (
        <section aria-labelledby="stats-title" className="bg-ink text-white">
          <div className={prominentSectionClass}>
            <h2 id="stats-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t.stats.title}
            </h2>
            <dl className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-4">
              {facts.stats.map((stat) => (
                <div key={stat.key} className="flex flex-col-reverse justify-end gap-1">
                  <dt className="text-slate-300">{t.stats.labels[stat.key]}</dt>
                  <dd className="text-2xl font-extrabold tracking-tight min-[380px]:text-3xl sm:text-4xl">
                    {/* Grouped from four digits, so a Spanish row reads "5.000+" beside "250.000+". */}
                    {formatNumber(stat.value, lang, { useGrouping: "always", ...("format" in stat ? stat.format : {}) })}
                    {stat.suffix}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}

      {shows.testimonials && (
        <Section labelId="testimonials-title" title={t.testimonials.title} prominent>
          <TestimonialList items={t.testimonials.items} />
        </Section>
      )}

      {/* Tinted after a band between it and the tinted features, white right after them. */}
      <Section labelId="faq-title" title={t.faq.title} prominent band={shows.figures || shows.testimonials} narrow>
        <div className="mt-10">
          <FaqAccordion items={t.faq.items} />
        </div>
      </Section>

      <CtaPanel id="cta-title" title={t.cta.title} description={t.cta.description} className={prominentSectionClass}>
        <HeroButtons register={t.hero.register} explore={t.hero.explore} inverted />
      </CtaPanel>
    </>
  );
}

/** Register (the app's signup page, new tab) and Explore products (scrolls to the grid). */
function HeroButtons({ register, explore, inverted = false }: { register: string; explore: string; inverted?: boolean }) {
  return (
    <>
      <ExternalLink href={site.app.signup} className={buttonClass(inverted ? "inverted" : "primary")}>
        {register}
      </ExternalLink>
      <a href="#products" className={buttonClass(inverted ? "ghostInverted" : "secondary")}>
        {explore}
      </a>
    </>
  );
}
