import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { type ButtonVariant, buttonClass } from "~/ui/button";
import { Link } from "~/ui/link";

/** The "Book a demo" call to action (docs/decisions.md, "Product"): demos are booked through customer service, by email, from the contact page's demo section. */
export function BookDemoLink({ variant }: { variant: ButtonVariant }) {
  const { lang, t } = useI18n();
  return (
    <Link to={`${pagePath("contact", lang)!}#demo`} className={buttonClass(variant)} data-book-demo>
      {t.common.bookDemo}
    </Link>
  );
}
