/**
 * A product's page: its data at build time (copy, screen, the page's strings, its head); the page
 * itself is drawn by app/components/product-page.tsx, which the editor's previews use too.
 */
import { productPageProps } from "~/components/product-page-props";
import { hasMockup, isProductId } from "~/config/products";
import { messages } from "~/content/messages.server";
import { mockupCopy, productContent } from "~/content/products.server";
import { pageHead, tablePage } from "~/routing/page.server";
import { productPageJsonLd } from "~/seo/json-ld";
import { ProductPage } from "~/components/product-page";
import type { Route } from "./+types/product";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { page: id, lang } = page;
  if (!isProductId(id)) throw new Error(`${page.path} is not a product page`);
  const content = productContent[lang][id];
  const t = messages[lang];
  return {
    ...productPageProps(id, lang, content, hasMockup(id) ? mockupCopy[lang][id] : undefined, t),
    head: pageHead(
      page,
      { title: content.searchTitle, description: content.description, crumb: content.name },
      { jsonLd: productPageJsonLd(id, lang) },
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function Product({ loaderData: { head: _head, ...props } }: Route.ComponentProps) {
  return <ProductPage {...props} />;
}
