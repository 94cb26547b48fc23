import { ExternalLink } from "~/components/external-link";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { ProductGrid } from "~/components/product-grid";
import { productSignupUrl } from "~/config/outbound";
import { featuredProduct } from "~/content/products.server";
import { site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { pageHead, requestPage } from "~/routing/page.server";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/register";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  return {
    t: t.register,
    featured: featuredProduct(lang),
    head: pageHead("register", lang, { ...t.register.meta, crumb: t.register.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Register({ loaderData: { t, featured } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={t.title} intro={t.subtitle}>
        <ExternalLink href={site.app.signup} className={`${buttonClass("primary")} mt-8`}>
          {t.mainButton}
        </ExternalLink>
      </PageHero>
      <Section labelId="register-products" title={t.productsTitle}>
        <div className="mt-8">
          <ProductGrid
            featured={featured}
            linkCard={false}
            footer={(product) => (
              <ExternalLink href={productSignupUrl(product.id)} className={`${buttonClass("secondary")} mt-6`} data-product={product.id}>
                {t.cardButton}
                <span className="sr-only"> {product.name}</span>
              </ExternalLink>
            )}
          />
        </div>
      </Section>
    </>
  );
}
