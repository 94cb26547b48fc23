import { ExternalLink } from "~/components/external-link";
import { EmailAddress } from "~/components/email-address";
import { PageHero, sectionClass } from "~/components/page-hero";
import { site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { usePhoneNotice } from "~/components/layout/nav-links";
import { formatHour, interpolate } from "~/i18n/format";
import { pageHead, requestPage } from "~/routing/page.server";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  return {
    t: t.contact,
    lang,
    // Formatted here, at build time, so the browser never re-formats it differently.
    hours: interpolate(t.contact.hoursValue, {
      opens: formatHour(site.supportHours.opens, lang),
      closes: formatHour(site.supportHours.closes, lang),
    }),
    head: pageHead("contact", lang, { ...t.meta.contact, crumb: t.contact.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const cardClass = "rounded-2xl border border-slate-200 p-6";
const labelClass = "text-sm font-semibold tracking-wide text-slate-600 uppercase";

export default function Contact({ loaderData: { t, lang, hours } }: Route.ComponentProps) {
  const phoneNotice = usePhoneNotice();
  const { address } = site;
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <div className={`${sectionClass} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
        <section aria-labelledby="contact-email" className={cardClass}>
          <h2 id="contact-email" className={labelClass}>
            {t.email}
          </h2>
          <a href={`mailto:${site.email}`} className="mt-2 block text-lg font-semibold break-words text-brand-700 underline">
            <EmailAddress address={site.email} />
          </a>
          <p className="mt-2 text-slate-600">{t.emailNote}</p>
        </section>
        <section aria-labelledby="contact-phone" className={cardClass}>
          <h2 id="contact-phone" className={labelClass}>
            {t.phone}
          </h2>
          <a href={site.phone.href} className="mt-2 block text-lg font-semibold text-brand-700 underline">
            {site.phone.display}
          </a>
          <p className="mt-2 text-slate-600">{phoneNotice}</p>
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
        <section aria-labelledby="contact-social" className={cardClass}>
          <h2 id="contact-social" className={labelClass}>
            {t.social}
          </h2>
          <ul className="mt-2 space-y-1">
            {site.social.map((link) => (
              <li key={link.name}>
                <ExternalLink href={link.href} className="inline-block py-1 text-lg font-semibold text-brand-700 underline">
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
