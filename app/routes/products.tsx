import { SignupPanel } from "~/components/calls-to-action";
import { PageHero, sectionClass } from "~/components/page-hero";
import { LearnMore, ProductGrid } from "~/components/product-grid";
import { featuredProduct } from "~/content/products.server";
import { closingCta, messages } from "~/content/messages.server";
import { pageHead, requestPage } from "~/routing/page.server";
import type { Route } from "./+types/products";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  return {
    t: { ...t.productsPage, learnMore: t.home.products.learnMore },
    featured: featuredProduct(lang),
    // The page closes with the home page's call to action.
    cta: closingCta(t),
    head: pageHead("products", lang, { ...t.productsPage.meta, crumb: t.productsPage.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Products({ loaderData: { t, featured, cta } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <div className={sectionClass}>
        <ProductGrid headingLevel={2} featured={featured} footer={() => <LearnMore label={t.learnMore} />} />
      </div>
      <SignupPanel id="products-cta" cta={cta} />
    </>
  );
}
