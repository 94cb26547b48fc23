/** The calls to action that close the inner pages: a demo, and the signup panel. */
import type { ReactNode } from "react";
import { site } from "~/config/site";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { type ButtonVariant, buttonClass } from "~/ui/button";
import { Link } from "~/ui/link";
import { CtaPanel } from "./cta-panel";
import { ExternalLink } from "./external-link";

/** The "Book a demo" call to action (docs/decisions.md, "Product"): demos are booked through customer service, by email, from the contact page's demo section. */
export function BookDemoLink({ variant }: { variant: ButtonVariant }) {
  const { lang, t } = useI18n();
  return (
    <Link to={`${pagePath("contact", lang)!}#demo`} className={buttonClass(variant)} data-book-demo>
      {t.common.bookDemo}
    </Link>
  );
}

/**
 * A product's closing actions on a brand panel: its trial (its own wording and address) and a demo.
 * A product page and an article about the product close with them alike.
 */
export function TrialActions({ href, label }: { href: string; label: string }) {
  return (
    <>
      <ExternalLink href={href} className={buttonClass("inverted")} data-trial-start>
        {label}
      </ExternalLink>
      <BookDemoLink variant="ghostInverted" />
    </>
  );
}

/**
 * The panel that closes an inner page: the home page's invitation, the app's signup, and a
 * second way on (a demo, unless the page gives another). The home page closes with its own
 * buttons.
 */
export function SignupPanel({
  id,
  cta,
  description = cta.description,
  variant = "brand",
  children = <BookDemoLink variant={variant === "brand" ? "ghostInverted" : "secondary"} />,
  className,
}: {
  id: string;
  cta: { title: string; description: string; register: string };
  description?: string;
  variant?: "brand" | "quiet";
  children?: ReactNode;
  /** The section's layout, when the panel does not span the page (an article's column). */
  className?: string;
}) {
  return (
    <CtaPanel id={id} title={cta.title} description={description} variant={variant} {...(className ? { className } : {})}>
      <ExternalLink href={site.app.signup} className={buttonClass(variant === "brand" ? "inverted" : "primary")}>
        {cta.register}
      </ExternalLink>
      {children}
    </CtaPanel>
  );
}
