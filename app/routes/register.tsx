/**
 * The register page: the app's signup, and a chooser for starting with one product. Each open
 * product is a row (its name is the link, who it is for under it); the products still to come
 * are grouped apart and say so on their action, though their signup works (docs/decisions.md,
 * "Products"). Every row's link carries `product=` (docs/requirements.md, "Register").
 */
import { ComingSoonBadge } from "~/components/coming-soon-badge";
import { ExternalLink } from "~/components/external-link";
import { eyebrowClass, PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { productSignupUrl } from "~/config/outbound";
import { site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { type ProductLink, productsByAvailability, useI18n } from "~/i18n/context";
import { pageHead, tablePage } from "~/routing/page.server";
import { buttonClass, textLinkClass } from "~/ui/button";
import { cardSpan, gridFillClasses } from "~/ui/grid-fill";
import { Icon } from "~/ui/icons";
import type { Route } from "./+types/register";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang];
  return {
    t: t.register,
    head: pageHead(page, { ...t.register.meta, crumb: t.register.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

type Strings = Route.ComponentProps["loaderData"]["t"];

/** An open product: the whole row starts it; its name is the link, who it is for describes it. */
function OpenChoice({ product, t, span }: { product: ProductLink; t: Strings; span: string }) {
  const audienceId = `register-${product.id}`;
  return (
    <li
      className={`group relative flex items-center ${span} gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line transition hover:ring-brand-300`}
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
        <Icon name={product.id} className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-bold text-ink">
          <ExternalLink
            href={productSignupUrl(product.id)}
            data-product={product.id}
            aria-describedby={audienceId}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {product.name}
          </ExternalLink>
        </h3>
        <p id={audienceId} className="mt-0.5 text-sm text-muted">
          {product.audience}
        </p>
      </div>
      <span aria-hidden="true" className="flex shrink-0 items-center gap-1 font-semibold text-brand-700 group-hover:underline">
        <span className="max-sm:sr-only">{t.start}</span>
        <Icon name="arrowRight" className="size-5" />
      </span>
    </li>
  );
}

/** A product still to come: it says so, and its action says what signing up now does. */
function LaterChoice({ product, t, span }: { product: ProductLink; t: Strings; span: string }) {
  const nameId = `register-${product.id}`;
  return (
    <li className={`flex gap-4 rounded-card bg-surface p-5 ring-1 ring-line ${span}`}>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-tile bg-white text-brand-700 ring-1 ring-line">
        <Icon name={product.id} className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h4 id={nameId} className="text-lg font-bold text-ink">
            {product.name}
          </h4>
          <ComingSoonBadge />
        </div>
        <p className="mt-0.5 text-sm text-muted">{product.audience}</p>
        {/* A text link under the text at every width, quieter than the open products' rows: signing up
            now is a way to wait, not a start; beside the text a long label would squeeze it into a narrow column. */}
        <ExternalLink
          href={productSignupUrl(product.id)}
          data-product={product.id}
          aria-describedby={nameId}
          className={`${textLinkClass} mt-1 whitespace-normal`}
        >
          {t.comingSoonAction}
        </ExternalLink>
      </div>
    </li>
  );
}

export default function Register({ loaderData: { t } }: Route.ComponentProps) {
  const { products } = useI18n();
  const { open, later } = productsByAvailability(products);
  const spans = gridFillClasses(open.length, { lg: 2 }, false);
  const laterSpans = gridFillClasses(later.length, { lg: 2 }, false);
  return (
    <>
      <PageHero
        title={t.title}
        intro={t.subtitle}
        aside={
          <section aria-labelledby="register-steps" className="rounded-panel bg-white p-8 shadow-card ring-1 ring-line">
            <h2 id="register-steps" className={eyebrowClass}>
              {t.steps.title}
            </h2>
            <ol className="mt-5 space-y-4">
              {t.steps.items.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-1 text-body">{step}</span>
                </li>
              ))}
            </ol>
          </section>
        }
      >
        {/* Like every primary button, as wide as a phone's screen there. */}
        <ExternalLink href={site.app.signup} className={buttonClass("primary", "mt-8 max-sm:w-full")}>
          {t.mainButton}
        </ExternalLink>
      </PageHero>
      <Section labelId="register-products" title={t.productsTitle}>
        <ul className="mt-8 grid gap-4 lg:grid-cols-2" data-choices="open" data-pagefind-ignore>
          {open.map((product, index) => (
            <OpenChoice key={product.id} product={product} t={t} span={cardSpan(index, open.length, spans)} />
          ))}
        </ul>
        {later.length > 0 && (
          <>
            <h3 className="mt-12 text-xl font-bold text-ink">{t.later}</h3>
            <ul className="mt-4 grid gap-4 lg:grid-cols-2" data-choices="later" data-pagefind-ignore>
              {later.map((product, index) => (
                <LaterChoice key={product.id} product={product} t={t} span={cardSpan(index, later.length, laterSpans)} />
              ))}
            </ul>
          </>
        )}
      </Section>
    </>
  );
}
