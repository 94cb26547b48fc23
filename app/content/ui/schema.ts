/**
 * The interface copy: every page's strings, in one YAML file per section with the four
 * languages side by side (`app/content/ui/{section}.yaml`, the section's name in kebab-case).
 * These schemas are the one description of that copy: the build validates each file against
 * them (app/content/messages.server.ts), the TypeScript type `Messages` is derived from them,
 * and the editor at /admin is generated from them. Finnish is the source; every language has
 * exactly the same fields, and lists as many items as the Finnish one. Placeholders such as
 * {year} are filled in by `interpolate()`; keep them in every translation.
 */
import { z } from "zod";
import { pageMeta, portrait, text } from "../schema";

const common = z.strictObject({
  /** The keywords meta tag of every page, in the page's language (docs/decisions.md, "Words and product names"). */
  keywords: text,
  skipToContent: text,
  newTab: text,
  /** Premium-rate notice; {price} is formatted per locale. */
  phoneNotice: text,
  comingSoon: text,
  /** The "Book a demo" call to action: it leads to the contact page. */
  bookDemo: text,
  breadcrumb: text,
  /** Said beside the contact details while they are placeholders (app/content/examples.ts), so no visitor takes them for real. */
  examples: z.strictObject({ contactDetails: text }),
});

const nav = z.strictObject({
  label: text,
  home: text,
  products: text,
  about: text,
  blog: text,
  pricing: text,
  contact: text,
  allProducts: text,
  openMenu: text,
  closeMenu: text,
  mobileMenuTitle: text,
  logoLabel: text,
  register: text,
  login: text,
  callUs: text,
  /** The search button's name and the header's search field label. */
  search: text,
  searchLabel: text,
});

const language = z.strictObject({
  label: text,
  choose: text,
  finnishOnly: text,
  /** Beside a language a page (a landing page) is not written in, other than Finnish-only pages: the menu leads to its home. */
  pageMissing: text,
  /** Beside a language an article is not written in; the menu leads to that language's blog list instead. */
  articleMissing: text,
  /**
   * The banner suggesting this page in the visitor's language. It speaks the visitor's
   * language, not the page's, so every page carries all four.
   */
  banner: z.strictObject({ text, action: text, dismiss: text }),
});

const footer = z.strictObject({
  tagline: text,
  products: text,
  moreProducts: text,
  company: text,
  blogFeed: text,
  social: text,
  terms: text,
  cookies: text,
  copyright: text,
  /** Beside the copyright: the company's business ID ({businessId}), as the law on information society services asks. */
  businessId: text,
});

const consent = z.strictObject({
  label: text,
  /** The notice is three short pieces, so none of them is a page's largest text (its LCP). */
  lead: text,
  text: text,
  marketingNote: text,
  policy: text,
  accept: text,
  reject: text,
  settings: text,
  settingsTitle: text,
  settingsText: text,
  necessaryTitle: text,
  necessaryText: text,
  alwaysOn: text,
  marketingTitle: text,
  marketingText: text,
  save: text,
});

const cookiePolicy = z.strictObject({
  meta: pageMeta,
  title: text,
  intro: text,
  tableCaption: text,
  key: text,
  category: text,
  purpose: text,
  lifetime: text,
  categories: z.strictObject({
    necessary: text,
    marketing: text,
  }),
  purposes: z.strictObject({
    consent: text,
    language: text,
    languageBanner: text,
    utm_params: text,
    gclid: text,
    last_saved: text,
    landing_page: text,
    referrer: text,
    registration_page: text,
  }),
  lifetimes: z.strictObject({
    untilCleared: text,
    untilWithdrawn: text,
  }),
  changeTitle: text,
  changeText: text,
  openSettings: text,
  noScript: text,
});

const home = z.strictObject({
  meta: pageMeta,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    subtitle: text,
    register: text,
    explore: text,
  }),
  /** Short facts under the hero, each one the copy states elsewhere (security, support, products): never a certification or a logo the business does not have. */
  trust: z.strictObject({
    title: text,
    items: z.array(text).length(4, "must have exactly 4 facts"),
  }),
  products: z.strictObject({
    title: text,
    subtitle: text,
    learnMore: text,
    /** The featured product's starting price, at the foot of its card's features. */
    featuredPrice: text,
  }),
  features: z.strictObject({
    title: text,
    items: z
      .array(
        z.strictObject({
          title: text,
          description: text,
        }),
      )
      .length(4, "must have exactly 4 feature cards"),
  }),
  stats: z.strictObject({
    title: text,
    labels: z.strictObject({
      users: text,
      invoices: text,
      contracts: text,
      uptime: text,
    }),
  }),
  /** Example customers (fictional, not published): replace with real ones, then set testimonials to false in app/content/site.json. */
  testimonials: z.strictObject({
    title: text,
    items: z
      .array(
        z.strictObject({
          content: text,
          name: text,
          role: text,
          company: text,
          portrait,
        }),
      )
      .length(3, "must have exactly 3 testimonials"),
  }),
  faq: z.strictObject({
    title: text,
    items: z
      .array(
        z.strictObject({
          question: text,
          answer: text,
        }),
      )
      .length(6, "must have exactly 6 questions"),
  }),
  cta: z.strictObject({
    title: text,
    description: text,
  }),
});

const productsPage = z.strictObject({
  meta: pageMeta,
  title: text,
  intro: text,
  /** The two groups' titles: the products open now, and those still to come. */
  available: text,
  later: text,
});

const product = z.strictObject({
  /** A coming-soon product's features, and where its call to action leads instead of signup. */
  comingTitle: text,
  seeAvailable: text,
  featuresTitle: text,
  faqTitle: text,
  /** A coming-soon product's one way to sign up: an email to customer service; {product} is its name, in the subject. */
  notify: text,
  notifySubject: text,
  /** Under the notify button: what it does (it opens the visitor's e-mail; there is no form). */
  notifyNote: text,
  /** Under a coming-soon product's screen: it shows a service still being built. */
  previewNote: text,
  /** The product page's price band: its title, and the pricing page's link where the product has no price list of its own. */
  priceTitle: text,
  allPrices: text,
});

const about = z.strictObject({
  meta: pageMeta,
  title: text,
  intro: text,
  mission: z.strictObject({
    title: text,
    text: text,
  }),
  /** How the services fit doing business in Finland: only what the rest of the copy states (claims.yaml lists what must be confirmed). */
  finland: z.strictObject({
    title: text,
    intro: text,
    items: z.array(z.strictObject({ title: text, description: text })).min(1),
  }),
  /** Beside the team: who runs the services, followed by the legal entity and address from the site configuration. */
  company: text,
  /** The labels of the company card beside the team: its business ID, address and e-mail (their values are settings). */
  companyDetails: z.strictObject({ businessId: text, address: text, email: text }),
  /** Example team and history (fictional, not published): replace, then set team and history to false in app/content/site.json. */
  team: z.strictObject({
    title: text,
    intro: text,
    members: z.array(
      z.strictObject({
        name: text,
        role: text,
        bio: text,
        portrait,
      }),
    ),
  }),
  history: z.strictObject({
    title: text,
    events: z.array(
      z.strictObject({
        year: text,
        text: text,
      }),
    ),
  }),
  /** The page's close: a word with customer service rather than another signup panel. */
  closing: z.strictObject({ title: text, text: text, contact: text }),
});

const contact = z.strictObject({
  meta: pageMeta,
  /** The "Book a demo" section: demos are booked by email. `subject` and `body` prefill the visitor's message. */
  demo: z.strictObject({
    title: text,
    text: text,
    button: text,
    subject: text,
    body: text,
  }),
  title: text,
  intro: text,
  email: text,
  emailNote: text,
  phone: text,
  address: text,
  hours: text,
  hoursValue: text,
  social: text,
  /** The newest guides from the blog, for a visitor who would rather look it up than write. */
  guides: z.strictObject({
    title: text,
    all: text,
  }),
});

const pricing = z.strictObject({
  meta: pageMeta,
  title: text,
  subtitle: text,
  /** The title band's panel: what every open service comes with (the trial's terms, as the home FAQ states them), beside the VAT choice. */
  terms: z.strictObject({ title: text, items: z.array(text).min(1) }),
  from: text,
  viewPricing: text,
  comingLater: text,
  serviceLater: text,
  pricingLater: text,
  invoicingNote: text,
  demo: text,
  vat: z.strictObject({
    legend: text,
    excluded: text,
    /** {rate} is the VAT rate, formatted per locale. */
    included: text,
    noteExcluded: text,
    noteIncluded: text,
  }),
  /** The panel of a product whose prices are on the price list: its trial ({trialDays}); the list is its text link (viewPricing). */
  trial: text,
  /** Under the trial, on a product whose prices are on its price list: what it costs after the trial. */
  afterTrial: text,
  /** Under the ERP's trial: the cleaning plans' lowest price; `{price}` is filled in. */
  erpCleaning: text,
  /** Offerly's panel: what it costs the business asking for quotes. */
  offerly: z.strictObject({ title: text, note: text }),
  /** The Finnish-only cleaning ERP page's plans. */
  cleaning: z.strictObject({
    title: text,
    intro: text,
    link: text,
    upTo: text,
    unlimited: text,
    byQuote: text,
    /** The label on the most popular plan, as the cleaning page has it (its plans section's popularLabel). */
    popular: text,
    /** Each plan's name in this language. The plans keep their Finnish names (as the app shows them); where this one differs, it follows in brackets: Startti (Starter). */
    planNames: z.strictObject({ startti: text, kasvava: text, enterprise: text }),
  }),
  perMonth: text,
});

const register = z.strictObject({
  meta: pageMeta,
  title: text,
  subtitle: text,
  mainButton: text,
  /** What happens when you sign up, beside the title: only what the rest of the copy states. */
  steps: z.strictObject({ title: text, items: z.array(text).min(2) }),
  productsTitle: text,
  /** The chooser's second group: products not open yet. */
  later: text,
  /** The action of a product not open yet: its signup still works, and says the product is to come. */
  comingSoonAction: text,
  /** The word beside each open product's arrow (the row's link is the product's name). */
  start: text,
});

const blog = z.strictObject({
  meta: pageMeta,
  /** Title pattern of an article's page: {title} is the article's. */
  articleTitle: text,
  title: text,
  intro: text,
  filterLabel: text,
  categories: z.strictObject({
    all: text,
    laskutus: text,
    taloushallinto: text,
    allekirjoitus: text,
    erp: text,
  }),
  readTime: text,
  readMore: text,
  empty: text,
  /** Heading of the compact list of older articles under the newest cards. */
  archive: text,
  published: text,
  /** Beside an article's author, when it has been updated since it was published: {date}. */
  updated: text,
  back: text,
  previous: text,
  /** Heading of an article's list of sections, beside it on a wide screen. */
  contents: text,
  next: text,
  /** Fixed bottom bar of articles; {brand} is the brand name ("Kokeile Nettilasku-tuotteita maksutta"). */
  tryProduct: text,
  /** The close button of the call-to-action bar on phones. */
  hideBar: text,
  feed: text,
});

const notFound = z.strictObject({
  title: text,
  text: text,
  home: text,
  redirecting: text,
});

const error = z.strictObject({
  title: text,
  text: text,
  home: text,
});

/** The search page (app/routes/search.tsx); {query} is what the visitor typed, {count} the number of results. */
const search = z.strictObject({
  meta: pageMeta,
  title: text,
  intro: text,
  label: text,
  submit: text,
  prompt: text,
  loading: text,
  resultsOne: text,
  resultsMany: text,
  empty: text,
  emptyHelp: text,
  error: text,
  noScript: text,
  resultsLabel: text,
  /** The headings of the results' groups after the products: articles, then every other page. */
  articles: text,
  pages: text,
});

/** Every section of the interface copy, in the order the editor lists them. */
export const uiSections = {
  common,
  nav,
  language,
  footer,
  consent,
  cookiePolicy,
  home,
  productsPage,
  product,
  about,
  contact,
  pricing,
  register,
  blog,
  notFound,
  error,
  search,
};

export type UiSection = keyof typeof uiSections;
/** The interface copy of one language. */
export type Messages = { [Section in UiSection]: z.infer<(typeof uiSections)[Section]> };

/** The file of a section: `cookiePolicy` lives in `app/content/ui/cookie-policy.yaml`. */
export const uiSectionFile = (section: UiSection) => `${section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.yaml`;
