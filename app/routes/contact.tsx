import { ExternalLink } from "~/components/external-link";
import { EmailAddress } from "~/components/email-address";
import { PageHero, sectionClass } from "~/components/page-hero";
import { customerServiceMailto, site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { usePhoneNotice } from "~/components/layout/nav-links";
import { formatHour, interpolate } from "~/i18n/format";
import { typesetText } from "~/content/typeset";
import { pageHead, requestPage } from "~/routing/page.server";
import { buttonClass } from "~/ui/button";
import { Icon } from "~/ui/icons";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  return {
    t: t.contact,
    lang,
    // Formatted here, at build time, so the browser never re-formats it differently.
    hours: typesetText(
      interpolate(t.contact.hoursValue, {
        opens: formatHour(site.supportHours.opens, lang),
        closes: formatHour(site.supportHours.closes, lang),
      }),
    ),
    head: pageHead("contact", lang, { ...t.contact.meta, crumb: t.contact.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const cardClass = "rounded-card border border-line p-6";
const labelClass = "text-sm font-semibold tracking-wide text-muted uppercase";

export default function Contact({ loaderData: { t, lang, hours } }: Route.ComponentProps) {
  const phoneNotice = usePhoneNotice();
  const { address } = site;
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <div className={`${sectionClass} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
        {/* Every "Book a demo" button leads here: demos are booked by email (docs/decisions.md, "Product"). */}
        <section
          id="demo"
          aria-labelledby="contact-demo"
          className="flex scroll-mt-24 flex-col gap-6 rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 sm:col-span-2 sm:p-8 md:flex-row md:items-center md:justify-between lg:col-span-3"
        >
          <div className="max-w-2xl">
            <h2 id="contact-demo" className="text-2xl font-bold tracking-tight text-ink">
              {t.demo.title}
            </h2>
            <p className="mt-2 text-lg text-body">{t.demo.text}</p>
          </div>
          <a href={customerServiceMailto(t.demo.subject, t.demo.body)} className={`${buttonClass("primary")} shrink-0`}>
            <Icon name="mail" className="size-5" />
            {t.demo.button}
          </a>
        </section>
        <section aria-labelledby="contact-email" className={cardClass}>
          <h2 id="contact-email" className={labelClass}>
            {t.email}
          </h2>
          <a href={`mailto:${site.email}`} className="mt-2 block text-lg font-semibold break-words text-brand-700 underline">
            <EmailAddress address={site.email} />
          </a>
          <p className="mt-2 text-muted">{t.emailNote}</p>
        </section>
        <section aria-labelledby="contact-phone" className={cardClass}>
          <h2 id="contact-phone" className={labelClass}>
            {t.phone}
          </h2>
          <a href={site.phone.href} className="mt-2 block text-lg font-semibold text-brand-700 underline">
            {site.phone.display}
          </a>
          <p className="mt-2 text-muted">{phoneNotice}</p>
        </section>
        <section aria-labelledby="contact-hours" className={cardClass}>
          <h2 id="contact-hours" className={labelClass}>
            {t.hours}
          </h2>
          <p className="mt-2 text-lg font-semibold">{hours}</p>
        </section>
        <section aria-labelledby="contact-address" className={cardClass}>
          <h2 id="contact-address" className={labelClass}>
            {t.address}
          </h2>
          <address className="mt-2 text-lg not-italic">
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {new Intl.DisplayNames([lang], { type: "region" }).of(address.country)}
          </address>
        </section>
        {/* Two columns wide, so the cards fill their rows at two and three columns. */}
        <section aria-labelledby="contact-social" className={`${cardClass} sm:col-span-2`}>
          <h2 id="contact-social" className={labelClass}>
            {t.social}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-8 gap-y-1">
            {site.social.map((link) => (
              <li key={link.name}>
                <ExternalLink
                  href={link.href}
                  className="inline-flex items-center gap-2 py-1 text-lg font-semibold text-brand-700 underline"
                >
                  <Icon name={link.icon} className="size-5" />
                  {link.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
