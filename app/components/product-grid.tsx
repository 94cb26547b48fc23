import { Link } from "~/ui/link";
import { useI18n } from "~/i18n/context";
import { ComingSoonBadge } from "./coming-soon-badge";
import { Icon } from "~/ui/icons";

/** Every product as a card: 1, 2, 3, then 4 columns by breakpoint (spec "Home"). */
export function ProductGrid({ headingLevel = 3, moreLabel }: { headingLevel?: 2 | 3; moreLabel: string }) {
  const { products } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li
          key={product.id}
          className="group relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
        >
          <span className="flex size-12 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
            <Icon name={product.id} className="size-6" />
          </span>
          <Heading className="mt-4 text-lg font-bold text-ink">
            <Link to={product.path} className="after:absolute after:inset-0 after:rounded-card">
              {product.name}
            </Link>
          </Heading>
          {product.comingSoon && <ComingSoonBadge className="mt-1" />}
          <p className="mt-2 flex-1 text-muted">{product.tagline}</p>
          <span aria-hidden="true" className="mt-3 text-sm font-semibold text-brand-700 group-hover:underline">
            {moreLabel} →
          </span>
        </li>
      ))}
    </ul>
  );
}
