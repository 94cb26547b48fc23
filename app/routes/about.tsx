import { SignupPanel } from "~/components/calls-to-action";
import { PageHero } from "~/components/page-hero";
import { IconCard, Section } from "~/components/section";
import { useI18n } from "~/i18n/context";
import { pagePath } from "~/routing/route-table";
import { buttonClass } from "~/ui/button";
import type { IconName } from "~/ui/icons";
import { Link } from "~/ui/link";
import { Portrait } from "~/components/portrait";
import { closingCta, messages } from "~/content/messages.server";
import { pageHead, requestPage } from "~/routing/page.server";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = requestPage(request);
  const t = messages[lang];
  // The page closes with the home page's call to action: the trial, and the way to the products.
  const cta = { ...closingCta(t), products: t.home.hero.explore };
  return { t: t.about, cta, head: pageHead("about", lang, { ...t.about.meta, crumb: t.about.title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** One icon per reason, in the order of the copy's reasons: small businesses, clear prices, one suite, support. */
const reasonIcons: IconName[] = ["building", "euro", "layers", "headset"];

export default function About({ loaderData: { t, cta } }: Route.ComponentProps) {
  const { lang } = useI18n();
  return (
    <>
      <PageHero
        title={t.title}
        intro={t.intro}
        aside={
          <section
            aria-labelledby="mission"
            className="rounded-panel bg-brand-700 bg-[url(/illustrations/tiles.svg)] p-8 text-white sm:p-10"
          >
            <h2 id="mission" className="text-2xl font-bold sm:text-3xl">
              {t.mission.title}
            </h2>
            <p className="mt-4 text-lg text-brand-50">{t.mission.text}</p>
          </section>
        }
      />
      <Section labelId="reasons" title={t.reasons.title}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {t.reasons.items.map((reason, index) => (
            <IconCard key={reason.title} icon={reasonIcons[index] ?? "check"} title={reason.title} description={reason.description} />
          ))}
        </ul>
      </Section>
      <Section labelId="team" title={t.team.title} intro={t.team.intro} band>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {t.team.members.map((member) => (
            <li key={member.name} className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
              <Portrait src={member.portrait} />
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm font-semibold text-brand-700">{member.role}</p>
              <p className="mt-2 text-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
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
      <SignupPanel id="about-cta" cta={cta}>
        <Link to={pagePath("products", lang)!} className={buttonClass("ghostInverted")}>
          {cta.products}
        </Link>
      </SignupPanel>
    </>
  );
}
