/**
 * A product page: hero with the product's mock-up, description with features, FAQ and call
 * to action. A product that is coming soon has one signup control, a disabled button in its
 * hero; its features read as what is coming, and its call to action leads to the open services.
 */
import { BookDemoLink } from "~/components/calls-to-action";
import { CtaPanel } from "~/components/cta-panel";
import { ExternalLink } from "~/components/external-link";
import { ProductScreen } from "~/components/mockups/product-screen";
import { productScreenHtml } from "~/components/mockups/screen.server";
import { heroWithScreenClass, sectionClass, sectionTitleClass } from "~/components/page-hero";
import { exploreMoreUrl, productCtaUrl, productSignupUrl, productStartUrl } from "~/config/outbound";
import { hasMockup, isProductId, products } from "~/config/products";
import { messages } from "~/content/messages.server";
import { productContent } from "~/content/products.server";
import { resolvePath } from "~/routing/localize";
import { pageHead, requestPage } from "~/routing/page.server";
import { pagePath } from "~/routing/route-table";
import { FaqAccordion } from "~/ui/accordion";
import { Link } from "~/ui/link";
import { buttonClass } from "~/ui/button";
import { Icon } from "~/ui/icons";
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
    screen: hasMockup(id) ? productScreenHtml(id, lang) : undefined,
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
  const { id, lang, content, screen, t } = loaderData;
  const comingSoon = products[id].comingSoon ? (content.comingSoon ?? "") : undefined;
  const explore = exploreMoreUrl(id, lang);

  return (
    <>
      {/* The product's own screen beside its headline from lg up, below it on smaller screens. */}
      <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white" data-section="hero">
        <div className={`mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pb-16 lg:px-8 lg:pt-20 ${heroWithScreenClass}`}>
          <div>
            <span className="flex size-14 items-center justify-center rounded-card bg-brand-600 text-white shadow-raised">
              <Icon name={id} className="size-7" />
            </span>
            {content.badge && (
              <p className="mt-6 w-fit rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{content.badge}</p>
            )}
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink min-[400px]:text-4xl sm:text-5xl">{content.name}</h1>
            <p className="mt-4 max-w-2xl text-xl text-body">{content.tagline}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <SignupButton href={productStartUrl(id, lang)} label={content.freeStartText} comingSoon={comingSoon} />
              {explore && (
                <ExternalLink href={explore} className={buttonClass("secondary")}>
                  {content.exploreMoreText}
                </ExternalLink>
              )}
              {/* Beside the disabled start, a way on: the services that are open now. */}
              {comingSoon !== undefined && (
                <Link to={pagePath("products", lang)!} className={buttonClass("secondary")}>
                  {t.seeAvailable}
                </Link>
              )}
            </div>
            {content.trialInfo && <p className="mt-4 text-sm text-muted">{content.trialInfo}</p>}
          </div>
          {screen && <ProductScreen product={id} html={screen} className="mx-auto w-full max-w-xl lg:max-w-none" />}
        </div>
      </section>

      {/* A coming-soon product's features are what is coming; its one signup control is the hero's. */}
      <section aria-labelledby="product-features" className={sectionClass} data-section="features">
        <p className="max-w-3xl text-lg text-body lg:text-xl">{content.description}</p>
        <h2 id="product-features" className={`${sectionTitleClass} mt-12`}>
          {comingSoon ? t.comingTitle : t.featuresTitle}
        </h2>
        <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {content.features.map((feature) => (
            <li key={feature.title} className="flex gap-4">
              <span
                className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ${comingSoon ? "bg-brand-100 text-brand-700" : "bg-accent-500 text-white"}`}
              >
                <Icon name={comingSoon ? "clock" : "check"} className="size-4" />
              </span>
              <div>
                <h3 className="font-bold text-ink">{feature.title}</h3>
                <p className="mt-1 text-muted">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
        {!comingSoon && (
          <div className="mt-10">
            <SignupButton href={productSignupUrl(id)} label={content.freeStartText} />
          </div>
        )}
      </section>

      <section aria-labelledby="product-faq" className="bg-surface" data-section="faq">
        <div className={`${sectionClass} max-w-3xl`}>
          <h2 id="product-faq" className={`${sectionTitleClass} text-center`}>
            {t.faqTitle}
          </h2>
          <div className="mt-8">
            <FaqAccordion items={content.faqs} />
          </div>
        </div>
      </section>

      <CtaPanel id="product-cta" title={content.ctaTitle} description={content.ctaDescription}>
        {comingSoon ? (
          // Nothing to start yet: the services that are open instead of another disabled button.
          <Link to={pagePath("products", lang)!} className={buttonClass("inverted")} data-see-available>
            {t.seeAvailable}
          </Link>
        ) : (
          <>
            <SignupButton href={productCtaUrl(id, lang)} label={content.ctaButtonText} variant="inverted" />
            <BookDemoLink variant="ghostInverted" />
          </>
        )}
      </CtaPanel>
    </>
  );
}
