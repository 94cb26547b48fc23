import { ComingSoonBadge } from "~/components/coming-soon-badge";
import { ExternalLink } from "~/components/external-link";
import { PageHero, sectionClass, sectionTitleClass } from "~/components/page-hero";
import { productSignupUrl } from "~/config/outbound";
import { site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { useI18n } from "~/i18n/context";
import { pageHead, requestPage } from "~/routing/page.server";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/register";
import { Icon } from "~/ui/icons";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  return { t: t.register, head: pageHead("register", lang, { ...t.meta.register, crumb: t.register.title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Register({ loaderData: { t } }: Route.ComponentProps) {
  const { products } = useI18n();
  return (
    <>
      <PageHero title={t.title} intro={t.subtitle}>
        <ExternalLink href={site.app.signup} className={`${buttonClass("primary")} mt-8`}>
          {t.mainButton}
        </ExternalLink>
      </PageHero>
      <section aria-labelledby="register-products" className={sectionClass}>
        <h2 id="register-products" className={sectionTitleClass}>
          {t.productsTitle}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
              <span className="flex size-12 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
                <Icon name={product.id} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{product.name}</h3>
              {product.comingSoon && <ComingSoonBadge className="mt-1" />}
              <p className="mt-2 flex-1 text-muted">{product.tagline}</p>
              <ExternalLink href={productSignupUrl(product.id)} className={`${buttonClass("secondary")} mt-6`} data-product={product.id}>
                {t.cardButton}
                <span className="sr-only"> {product.name}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
