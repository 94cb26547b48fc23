import { ExternalLink } from "~/components/external-link";
import { EmailAddress } from "~/components/email-address";
import { ExampleNote } from "~/components/example-note";
import { contactDetailsNote } from "~/content/examples";
import { PageHero, sectionClass } from "~/components/page-hero";
import { customerServiceMailto, site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { usePhoneNotice } from "~/components/layout/nav-links";
import { formatHour, interpolate } from "~/i18n/format";
import { typesetText } from "~/content/typeset";
import { pageHead, tablePage } from "~/routing/page.server";
import { buttonClass, textLinkClass } from "~/ui/button";
import { Link } from "~/ui/link";
import { articleSummaries } from "~/content/blog/summaries.server";
import { pagePath } from "~/routing/route-table";
import { Icon, type IconName } from "~/ui/icons";
import type { Route } from "./+types/contact";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
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
    contactNote: contactDetailsNote(t.common.examples.contactDetails),
    guides: articleSummaries(lang).slice(0, 3),
    blogPath: pagePath("blog", lang)!,
    head: pageHead(page, { ...t.contact.meta, crumb: t.contact.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

const labelClass = "text-sm font-semibold tracking-wide text-muted uppercase";

/** One way to reach customer service: its icon, its name and what the visitor needs to use it. */
function ContactRow({ icon, label, children }: { icon: IconName; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 py-5 last:pb-0">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-tile bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className={labelClass}>{label}</h3>
        {children}
      </div>
    </li>
  );
}

export default function Contact({ loaderData: { t, lang, hours, contactNote, guides, blogPath } }: Route.ComponentProps) {
  const phoneNotice = usePhoneNotice();
  const { address } = site;
  return (
    <>
      <PageHero title={t.title} intro={t.intro} motif={false} />
      {/* Customer service first and widest (how to reach it, when, where); beside it the demo and the social links; under them the newest guides. */}
      <div className={`${sectionClass} grid items-start gap-6 lg:grid-cols-5`}>
        <section aria-labelledby="contact-hours" className="rounded-card bg-white p-6 shadow-card ring-1 ring-line sm:p-8 lg:col-span-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="contact-hours" className="text-2xl font-bold tracking-tight text-ink">
              {t.hours}
            </h2>
            <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-900 ring-1 ring-emerald-200 ring-inset">
              <Icon name="clock" className="size-4" />
              {hours}
            </p>
          </div>
          <ExampleNote text={contactNote} className="mt-4" />
          <ul className="mt-4 divide-y divide-line">
            <ContactRow icon="mail" label={t.email}>
              <a href={`mailto:${site.email}`} className="mt-1 block text-lg font-semibold break-words text-brand-700 underline sm:text-xl">
                <EmailAddress address={site.email} />
              </a>
              <p className="mt-1 text-muted">{t.emailNote}</p>
            </ContactRow>
            <ContactRow icon="phone" label={t.phone}>
              <a href={site.phone.href} className="mt-1 block text-lg font-semibold text-brand-700 underline sm:text-xl">
                {site.phone.display}
              </a>
              <p className="mt-1 text-muted">{phoneNotice}</p>
            </ContactRow>
            <ContactRow icon="building" label={t.address}>
              <address className="mt-1 not-italic">
                {address.street}
                <br />
                {address.postalCode} {address.city}
                <br />
                {new Intl.DisplayNames([lang], { type: "region" }).of(address.country)}
              </address>
            </ContactRow>
          </ul>
        </section>
        <div className="grid gap-6 lg:col-span-2">
          {/* Every "Book a demo" button leads here: demos are booked by email (docs/decisions.md, "Product"). */}
          <section
            id="demo"
            aria-labelledby="contact-demo"
            className="scroll-mt-24 rounded-card bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
          >
            <h2 id="contact-demo" className="text-2xl font-bold tracking-tight text-ink">
              {t.demo.title}
            </h2>
            <p className="mt-2 text-body">{t.demo.text}</p>
            <a href={customerServiceMailto(t.demo.subject, t.demo.body)} className={`${buttonClass("primary")} mt-6`}>
              <Icon name="mail" className="size-5" />
              {t.demo.button}
            </a>
          </section>
          <section aria-labelledby="contact-social" className="rounded-card border border-line p-6 sm:p-8">
            <h2 id="contact-social" className={labelClass}>
              {t.social}
            </h2>
            <ul className="mt-1 flex flex-wrap gap-x-6">
              {site.social.map((link) => (
                <li key={link.name}>
                  <ExternalLink href={link.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline">
                    <Icon name={link.icon} className="size-5" />
                    {link.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
        {guides.length > 0 && (
          <section
            aria-labelledby="contact-guides"
            className="rounded-card border border-line p-6 sm:p-8 lg:col-span-5"
            data-pagefind-ignore
          >
            <h2 id="contact-guides" className={labelClass}>
              {t.guides.title}
            </h2>
            <ul className="mt-3 grid divide-y divide-line sm:grid-cols-3 sm:gap-x-8 sm:divide-y-0">
              {guides.map((guide) => (
                <li key={guide.id}>
                  <Link
                    to={guide.path}
                    className="flex h-full min-h-11 items-center justify-between gap-4 py-3 font-semibold text-ink hover:text-brand-700 sm:border-t sm:border-line"
                  >
                    {guide.title}
                    <span aria-hidden="true" className="text-brand-700">
                      →
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={blogPath} className={`${textLinkClass} mt-3`}>
              {t.guides.all} <span aria-hidden="true">→</span>
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
