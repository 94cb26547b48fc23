/**
 * About: who we are, in content of its own (nothing repeated from the home page): the mission,
 * how the services fit doing business in Finland (only what the rest of the copy states), the
 * team and the company that runs the services, its history (the team and history once they are
 * real), and a word with customer service.
 */
import { CtaPanel } from "~/components/cta-panel";
import { eyebrowClass, PageHero } from "~/components/page-hero";
import { EmailAddress } from "~/components/email-address";
import { ExampleNote } from "~/components/example-note";
import { contactDetailsNote, exampleContent } from "~/content/examples";
import { Portrait } from "~/components/portrait";
import { drawScene, type SceneId } from "~/components/scenes/draw-scene";
import { mockupCopy } from "~/content/products.server";
import { IconCard, Section } from "~/components/section";
import { site } from "~/config/site";
import { messages } from "~/content/messages.server";
import { useI18n } from "~/i18n/context";
import { pageHead, tablePage } from "~/routing/page.server";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import type { IconName } from "~/ui/icons";
import { Link } from "~/ui/link";
import type { Route } from "./+types/about";

export function loader(args: Route.LoaderArgs) {
  const page = tablePage(args);
  const { lang } = page;
  const t = messages[lang];
  return {
    t: t.about,
    contactNote: contactDetailsNote(t.common.examples.contactDetails),
    // The Finnish services the products work with, each shown by the product's own scene of it.
    scenes: finlandScenes.map((id) => id && drawScene(id, lang, mockupCopy[lang])),
    // The team and the history appear once they are real (docs/decisions.md, "Nothing fictional or unconfirmed is published").
    shows: { team: !exampleContent.team, history: !exampleContent.history },
    head: pageHead(page, { ...t.about.meta, crumb: t.about.title }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * Per item of "finland", in the copy's order (e-invoices, bank ID, reference numbers, VAT, data,
 * customer service): the feature scene that shows it, where a product draws one, and an icon for the rest.
 */
const finlandScenes: (SceneId | undefined)[] = ["invoicing/channels", "sign/bank-id", "invoicing/matching", "financing/vat"];
const finlandIcons: IconName[] = ["invoicing", "shield", "euro", "financing", "globe", "headset"];

export default function About({ loaderData: { t, contactNote, shows, scenes } }: Route.ComponentProps) {
  const { lang } = useI18n();
  return (
    <>
      <PageHero
        title={t.title}
        intro={t.intro}
        aside={
          <section aria-labelledby="mission" className="rounded-panel bg-white p-8 shadow-card ring-1 ring-line sm:p-10">
            <h2 id="mission" className={eyebrowClass}>
              {t.mission.title}
            </h2>
            <p className="mt-3 text-xl leading-relaxed text-ink">{t.mission.text}</p>
          </section>
        }
      />
      <Section labelId="finland" title={t.finland.title} intro={t.finland.intro}>
        {/* What a scene shows, two to a row from a tablet up, the titles of a row on one line (a subgrid); the rest as cards below them. */}
        <ul className="mt-10 grid gap-x-8 gap-y-12 md:grid-cols-2">
          {t.finland.items.map(
            (item, index) =>
              scenes[index] && (
                <li key={item.title} className="grid gap-y-0 md:row-span-3 md:grid-rows-subgrid" data-about-scene>
                  <div className="grid *:h-full" dangerouslySetInnerHTML={{ __html: scenes[index] }} />
                  <h3 className="mt-6 text-xl font-bold tracking-tight text-ink">{item.title}</h3>
                  <p className="mt-2 text-body">{item.description}</p>
                </li>
              ),
          )}
        </ul>
        <ul className="mt-12 grid gap-x-8 gap-y-6 md:grid-cols-2">
          {t.finland.items.map(
            (item, index) =>
              !scenes[index] && (
                <IconCard key={item.title} icon={finlandIcons[index] ?? "check"} title={item.title} description={item.description} />
              ),
          )}
        </ul>
      </Section>
      {shows.team && (
        <Section labelId="team" title={t.team.title} intro={t.team.intro} band>
          {/* The company that runs the services beside the people in it, from a laptop up; above them before. */}
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            <CompanyCard t={t} contactNote={contactNote} />
            <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
              {t.team.members.map((member, index) => (
                <li key={member.name} className="flex gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
                  <Portrait src={member.portrait} name={member.name} index={index} className="size-14 text-lg" />
                  <div>
                    <h3 className="text-lg font-bold">{member.name}</h3>
                    <p className="text-sm font-semibold text-brand-700">{member.role}</p>
                    <p className="mt-2 text-muted">{member.bio}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </Section>
      )}
      {shows.history && (
        <Section labelId="history" title={t.history.title}>
          {/* Down the page on phones and tablets; across it on a wide screen, one column a year, so no half of it stays empty. */}
          <ol className="mt-8 space-y-6 border-l-2 border-brand-200 pl-6 lg:grid lg:auto-cols-fr lg:grid-flow-col lg:gap-8 lg:space-y-0 lg:border-t-2 lg:border-l-0 lg:pt-6 lg:pl-0">
            {t.history.events.map((event) => (
              <li key={event.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full border-2 border-white bg-brand-600 lg:-top-[2.05rem] lg:left-0"
                />
                <p className="font-bold text-brand-700">{event.year}</p>
                <p className="mt-1 text-body">{event.text}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}
      <CtaPanel
        id="about-cta"
        title={t.closing.title}
        description={t.closing.text}
        variant="quiet"
        // Without the team band, the company that runs the services stands beside the closing word.
        aside={shows.team ? undefined : <CompanyCard t={t} contactNote={contactNote} />}
      >
        <Link to={pagePath("contact", lang)!} className={buttonClass("primary")}>
          {t.closing.contact}
        </Link>
      </CtaPanel>
    </>
  );
}

/** The company that runs the services: its name, business ID once configured, address and e-mail. */
function CompanyCard({ t, contactNote }: { t: Route.ComponentProps["loaderData"]["t"]; contactNote: string | undefined }) {
  const { legalEntity, businessId, address } = site;
  return (
    <section aria-labelledby="company" className="rounded-card bg-ink p-6 text-slate-300 shadow-card sm:p-8" data-company>
      <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{t.company}</p>
      <h3 id="company" className="mt-2 text-2xl font-bold text-white">
        {legalEntity}
      </h3>
      <dl className="mt-6 space-y-4">
        {/* Shown once the configuration has it: nothing fictional stands in for it. */}
        {businessId && (
          <div>
            <dt className="text-sm text-slate-400">{t.companyDetails.businessId}</dt>
            <dd className="font-semibold text-white">{businessId}</dd>
          </div>
        )}
        <div>
          <dt className="text-sm text-slate-400">{t.companyDetails.address}</dt>
          <dd className="font-semibold text-white">
            {address.street}, {address.postalCode} {address.city}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-400">{t.companyDetails.email}</dt>
          <dd>
            <a href={`mailto:${site.email}`} className="font-semibold text-white underline underline-offset-4 hover:text-brand-200">
              <EmailAddress address={site.email} />
            </a>
          </dd>
        </div>
      </dl>
      <ExampleNote text={contactNote} onDark className="mt-6" />
    </section>
  );
}
