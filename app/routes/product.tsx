/**
 * A product page (spec "Product page"): hero, description with features and a mock-up,
 * FAQ and call to action. Products that are coming soon show their signup controls as
 * real disabled buttons.
 */
import { BookDemoLink } from "~/components/book-demo-link";
import { ExternalLink } from "~/components/external-link";
import { ProductMockup } from "~/components/mockups/product-mockup";
import { ProductIcon } from "~/components/product-icon";
import { sectionClass, sectionTitleClass } from "~/components/page-hero";
import { exploreMoreUrl, productCtaUrl, productSignupUrl, productStartUrl } from "~/config/outbound";
import { hasMockup, isProductId, products } from "~/config/products";
import { messages } from "~/content/messages.server";
import { mockupCopy, productContent } from "~/content/products.server";
import { resolvePath } from "~/routing/localize";
import { pageHead, requestPage } from "~/routing/page.server";
import { FaqAccordion } from "~/ui/accordion";
import { buttonClass } from "~/ui/button";
import { CheckIcon } from "~/ui/icons";
import type { Route } from "./+types/product";

export function loader({ request }: Route.LoaderArgs) {
  const { lang, path } = requestPage(request);
  const resolved = resolvePath(path);
  const id = resolved.kind === "page" ? resolved.page : undefined;
  if (!isProductId(id)) throw new Error(`${path} is not a product page`);
  const content = productContent[lang][id];
  const t = messages[lang];
  return {
    id,
    lang,
    content,
    // Only this product's mock-up labels travel to the page, if it has a mock-up.
    mockup: hasMockup(id) ? { [id]: mockupCopy[lang][id] } : undefined,
    t: t.product,
    head: pageHead(id, lang, { title: content.searchTitle, description: content.description, crumb: content.name }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** A signup control: a link to the app, or a disabled button while the product is coming soon. */
function SignupButton({
  href,
  label,
  comingSoon,
  variant = "primary",
}: {
  href: string;
  label: string;
  comingSoon?: string;
  variant?: "primary" | "inverted";
}) {
  if (comingSoon) {
    return (
      <button type="button" disabled className={buttonClass("disabled")}>
        {label}
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{comingSoon}</span>
      </button>
    );
  }
  return (
    <ExternalLink href={href} className={buttonClass(variant)}>
      {label}
    </ExternalLink>
  );
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { id, lang, content, mockup, t } = loaderData;
  const comingSoon = products[id].comingSoon ? (content.comingSoon ?? "") : undefined;
  const explore = exploreMoreUrl(id, lang);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white" data-section="hero">
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 sm:pb-16 lg:px-8 lg:pt-20">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg">
            <ProductIcon product={id} className="size-7" />
          </span>
          {content.badge && (
            <p className="mt-6 w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{content.badge}</p>
          )}
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink min-[400px]:text-4xl sm:text-5xl">{content.name}</h1>
          <p className="mt-4 max-w-2xl text-xl text-pretty text-slate-700">{content.tagline}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SignupButton href={productStartUrl(id, lang)} label={content.freeStartText} comingSoon={comingSoon} />
            {explore && (
              <ExternalLink href={explore} className={buttonClass("secondary")}>
                {content.exploreMoreText}
              </ExternalLink>
            )}
          </div>
          {content.trialInfo && <p className="mt-4 text-sm text-slate-600">{content.trialInfo}</p>}
        </div>
      </section>

      <section aria-labelledby="product-features" className={sectionClass} data-section="features">
        {/* CRM has no mock-up: its description then reads as one measure-wide column. */}
        <div className={mockup ? "grid items-center gap-10 lg:grid-cols-2" : "max-w-3xl"}>
          <p className="text-lg text-slate-700 lg:text-xl">{content.description}</p>
          {mockup && hasMockup(id) && content.mockupDescription && (
            <div className="mx-auto w-full max-w-xl" data-mockup={id}>
              <ProductMockup product={id} copy={mockup} lang={lang} description={content.mockupDescription} />
            </div>
          )}
        </div>
        <h2 id="product-features" className={`${sectionTitleClass} mt-12`}>
          {t.featuresTitle}
        </h2>
        <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {content.features.map((feature) => (
            <li key={feature.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-500 text-white"
              >
                <CheckIcon className="size-4" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{feature.title}</h3>
                <p className="mt-1 text-slate-600">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <SignupButton href={productSignupUrl(id)} label={content.freeStartText} comingSoon={comingSoon} />
        </div>
      </section>

      <section aria-labelledby="product-faq" className="bg-slate-50" data-section="faq">
        <div className={`${sectionClass} max-w-3xl`}>
          <h2 id="product-faq" className={`${sectionTitleClass} text-center`}>
            {t.faqTitle}
          </h2>
          <div className="mt-8">
            <FaqAccordion items={content.faqs} />
          </div>
        </div>
      </section>

      <section aria-labelledby="product-cta" className={sectionClass} data-section="cta">
        <div className="rounded-3xl bg-brand-700 px-6 py-14 text-center text-white sm:px-12">
          <h2 id="product-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {content.ctaTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{content.ctaDescription}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <SignupButton href={productCtaUrl(id, lang)} label={content.ctaButtonText} comingSoon={comingSoon} variant="inverted" />
            {!comingSoon && <BookDemoLink variant="ghostInverted" />}
          </div>
        </div>
      </section>
    </>
  );
}
