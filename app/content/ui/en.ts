/** Interface copy in British English. Same keys as the Finnish source (fi.ts). */
import type { Messages } from "./fi";

const en = {
  meta: {
    cookies: {
      title: "Cookie policy – Nettilasku",
      description: "What the Nettilasku site stores in your browser, why and for how long, and how to change your choice.",
    },
    home: {
      title: "Nettilasku – invoicing, e-signatures and bookkeeping",
      description:
        "E-invoicing from {invoicingFromPrice}/month (excl. VAT), e-signatures with bank ID, bookkeeping and ERP for small businesses. {trialDays}-day free trial.",
    },
    about: {
      title: "About us – Nettilasku",
      description:
        "We build simple online services for small businesses and sole traders. Read about our mission, our team and why customers choose us.",
    },
    contact: {
      title: "Contact us – Nettilasku",
      description:
        "Our customer service team helps by email and phone on weekdays, 9:00–17:00 Finnish time. Find our contact details and our office address in Tampere.",
    },
    products: {
      title: "Products for small businesses – Nettilasku",
      description:
        "Seven services for running a small business: Invoicing, Sign, Finance, ERP, CRM, Offerly and KYC. Start with one and add more as you grow.",
    },
    blog: {
      title: "Blog – invoicing and bookkeeping tips | Nettilasku",
      description:
        "Practical guides for small business owners: e-invoicing, filing your VAT return, e-signatures and getting started with ERP.",
    },
    pricing: {
      title: "Pricing – Nettilasku",
      description:
        "See what Nettilasku services cost. Invoicing starts at {invoicingFromPrice}/month (excl. VAT), with a {trialDays}-day free trial and no credit card needed.",
    },
    register: {
      title: "Sign up – Nettilasku",
      description:
        "Create your account and start your {trialDays}-day free trial. Choose the service to begin with: Invoicing, Sign, Finance and more.",
    },
    cleaning: {
      title: "ERP for cleaning companies – Nettilasku",
      description:
        "Customers, shift scheduling, route planning, time tracking and reports in one service for cleaning companies. From {cleaningFromPrice}/month (excl. VAT). {trialDays}-day free trial.",
    },
    notFound: {
      title: "Page not found – Nettilasku",
      description:
        "We couldn't find the page you were looking for. It may have moved or no longer exists. Head back to the home page to find your way.",
    },
    /** Title pattern of blog articles. */
    articleTitle: "{title} | Nettilasku blog",
  },
  common: {
    skipToContent: "Skip to content",
    newTab: "(opens in a new tab)",
    /** Premium-rate notice; {price} is formatted per locale. */
    phoneNotice: "{price}/min excl. VAT",
    comingSoon: "Coming soon",
    bookDemo: "Book a demo",
    breadcrumb: "Breadcrumb",
  },
  nav: {
    label: "Main menu",
    home: "Home",
    products: "Products",
    about: "About us",
    blog: "Blog",
    pricing: "Pricing",
    contact: "Contact us",
    allProducts: "All products",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileMenuTitle: "Menu",
    logoLabel: "Nettilasku – go to home page",
    register: "Sign up",
    login: "Log in",
    callUs: "Call us",
  },
  language: {
    label: "Language",
    choose: "Change language",
    finnishOnly: "Finnish only",
  },
  footer: {
    tagline: "Simple online services for small businesses and sole traders.",
    products: "Products",
    moreProducts: "More products",
    company: "Company",
    blogFeed: "Tips and news on the blog: follow its RSS feed",
    social: "Follow us",
    terms: "Terms and privacy",
    cookies: "Cookie settings",
    copyright: "© {year} {entity}. All rights reserved.",
  },
  consent: {
    label: "Cookie notice",
    /** The notice is three short pieces, so none of them is a page's largest text (its LCP). */
    lead: "May we remember where you came from?",
    text: "We store only what the site needs.",
    marketingNote: "If you allow it, we also note which ad or link brought you.",
    policy: "Cookie policy",
    accept: "Accept all",
    reject: "Reject all",
    settings: "Settings",
    settingsTitle: "Cookie settings",
    settingsText:
      "Choose what we may store in your browser. You can change your choice at any time with the {button} button at the bottom of every page.",
    necessaryTitle: "Strictly necessary",
    necessaryText: "Your consent choice and your language. Without them the site cannot remember your choices.",
    alwaysOn: "Always on",
    marketingTitle: "Marketing",
    marketingText:
      "Which ad or link brought you here and the first page you saw. When you start a free trial, this is passed to the sign-up page so that we know which campaigns work. Campaign details are kept for {days}.",
    save: "Save choices",
  },
  cookiePolicy: {
    title: "Cookie policy",
    intro:
      "This site sets no cookies and uses no third-party tracking. It keeps the items listed below in your browser's local storage (localStorage). Strictly necessary items are always stored; marketing items only with your consent.",
    tableCaption: "What the site stores in your browser",
    key: "Key",
    category: "Category",
    purpose: "Purpose",
    lifetime: "Kept for",
    categories: {
      necessary: "Strictly necessary",
      marketing: "Marketing",
    },
    purposes: {
      consent: "Your consent: which categories you allow, the policy version and when you chose.",
      language: "The language you chose in the language menu.",
      languageBanner: "That you closed the suggestion to switch language.",
      utm_params: "The UTM parameters of the campaign link (source, medium, campaign, term, content).",
      gclid: "The Google Ads click identifier.",
      last_saved: "When the campaign details were saved, so that they are deleted on time.",
      landing_page: "The first page you arrived on.",
      referrer: "The page that brought you to the site.",
      registration_page: "The page where you started signing up.",
    },
    lifetimes: {
      untilCleared: "Until you clear your browser's storage",
      untilWithdrawn: "Until you withdraw consent or it expires ({duration})",
    },
    changeTitle: "Changing your choice",
    changeText:
      "You can give or withdraw consent at any time. When you withdraw consent to marketing, every marketing item is deleted from your browser at once.",
    openSettings: "Open cookie settings",
    noScript: "Cookie settings need JavaScript. Without JavaScript the site stores nothing.",
  },
  home: {
    hero: {
      eyebrow: "Online tools for small business owners",
      title: "Invoices, contracts and bookkeeping in one place",
      subtitle:
        "Send e-invoices, sign contracts with bank ID and keep your books in order. Start with a {trialDays}-day free trial – no credit card needed.",
      register: "Sign up",
      explore: "Explore products",
    },
    products: {
      title: "Our products",
      subtitle: "Pick the service you need now. Add the rest as your business grows.",
      learnMore: "Learn more",
    },
    features: {
      title: "Why Nettilasku?",
      items: [
        {
          title: "Up and running in minutes",
          description: "Create an account, add your business details and send your first invoice before your coffee goes cold.",
        },
        {
          title: "Secure",
          description: "Your data is encrypted and stored in the EU. Signers verify their identity with bank ID.",
        },
        {
          title: "Fair pricing",
          description: "You pay only for the services you use. Invoicing starts at {invoicingFromPrice}/month (excl. VAT).",
        },
        {
          title: "Help when you need it",
          description: "Our customer service team in Finland answers emails and calls on weekdays, 9:00–17:00, in English and Finnish.",
        },
      ],
    },
    stats: {
      title: "Nettilasku in numbers",
      labels: {
        users: "users",
        invoices: "invoices sent",
        contracts: "contracts signed",
        uptime: "uptime",
      },
    },
    // Example customers (fictional): replace with real ones, then set testimonials to false in app/content/examples.ts.
    testimonials: {
      title: "What our customers say",
      items: [
        {
          content:
            "I used to invoice in Excel and chase payments myself. Now my invoices go out as e-invoices, and reminders are sent automatically.",
          name: "Hanna Korpela",
          position: "Graphic designer, sole trader",
        },
        {
          content: "We now sign employment contracts with bank ID the same day. No more posting stacks of paper.",
          name: "Jari Heikkilä",
          position: "CEO, construction company",
        },
        {
          content: "Our accounting firm sees receipts and invoices right in the service. The month-end rush is a thing of the past.",
          name: "Elina Saarinen",
          position: "Co-owner, café",
        },
      ],
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        {
          question: "How much does Nettilasku cost?",
          answer:
            "Invoicing starts at {invoicingFromPrice}/month (excl. VAT). Your monthly price depends on your company's turnover and how many invoices you send. You'll find prices for our other services on the Pricing page.",
        },
        {
          question: "Can I try it for free?",
          answer:
            "Yes. Every available service comes with a {trialDays}-day free trial, and no credit card is needed. If you decide not to continue, the trial simply ends.",
        },
        {
          question: "Do I need to install any software?",
          answer: "No. Our services run in your browser on a computer, tablet or phone. There's nothing to install.",
        },
        {
          question: "Can my accountant use Nettilasku?",
          answer: "Yes. Give your accountant or accounting firm their own access, and you won't need to send them files separately.",
        },
        {
          question: "Where is my data stored?",
          answer:
            "Your data is encrypted and stored on servers in the EU. We process personal data in line with the EU General Data Protection Regulation (GDPR).",
        },
        {
          question: "How do I get help?",
          answer:
            "Our customer service team is available on weekdays, 9:00–17:00 Finnish time. Email us or call our service number. You'll find our contact details on the Contact us page.",
        },
      ],
    },
    cta: {
      title: "Ready to give it a try?",
      description: "Create your account in a couple of minutes. A {trialDays}-day free trial, with no credit card and no commitment.",
    },
  },
  productsPage: {
    title: "Products",
    intro: "Seven services that work together. Start with one and add the others whenever you need them.",
  },
  product: {
    /** A coming-soon product's features, and where its call to action leads instead of signup. */
    comingTitle: "What is coming",
    seeAvailable: "See the services available now",
    featuresTitle: "Features",
    faqTitle: "Frequently asked questions",
  },
  about: {
    title: "About us",
    intro: "Nettilasku makes paperwork quicker for business owners. We build simple online services you can use without any training.",
    mission: {
      title: "Our mission",
      text: "We want small business owners to spend their time on customers, not on piles of invoices. That's why we build services where everyday tasks – sending an invoice, signing a contract, saving a receipt – take just a few clicks.",
    },
    reasons: {
      title: "Why choose Nettilasku",
      items: [
        {
          title: "Made for small businesses",
          description: "We design every screen for sole traders and small teams, not for big corporations.",
        },
        {
          title: "Clear pricing",
          description: "Our prices are out in the open, and we always tell you whether VAT is included.",
        },
        {
          title: "Services that work together",
          description: "Customers, invoices and contracts move from one service to the next without copying and pasting.",
        },
        {
          title: "Support in English and Finnish",
          description: "Our customer service team answers on weekdays, 9:00–17:00, and our guides are written in plain language.",
        },
      ],
    },
    // Example team and history (fictional): replace, then set team and history to false in app/content/examples.ts.
    team: {
      title: "Our team",
      intro: "A small team that knows what running a small business is really like.",
      members: [
        { name: "Laura Niemi", role: "CEO", bio: "Makes sure our services solve real problems." },
        { name: "Mikko Salonen", role: "CTO", bio: "Keeps our services fast, secure and available." },
        { name: "Sanna Laitinen", role: "Head of Customer Service", bio: "Helps customers get started and listens to their feedback." },
        { name: "Olli Hakala", role: "Product Designer", bio: "Turns business owners' wishes into clear, simple screens." },
      ],
    },
    history: {
      title: "Our story",
      events: [
        { year: "2016", text: "We started out with an e-invoicing service for sole traders." },
        { year: "2019", text: "We launched e-signatures with bank ID." },
        { year: "2022", text: "Finance and ERP extended our services to growing businesses." },
        { year: "2024", text: "Offerly brought businesses and service providers together in one place." },
      ],
    },
  },
  contact: {
    /** The "Book a demo" section: demos are booked by email. `subject` and `body` prefill the visitor's message. */
    demo: {
      title: "Book a free demo",
      text: "Tell us which service you'd like to see and which times suit you. Our customer service team will suggest a time, usually within the same business day.",
      button: "Book a demo by email",
      subject: "Demo request",
      body: "Service I'm interested in:\nTimes that suit me:\nPhone number (optional):",
    },
    title: "Contact us",
    intro:
      "We're happy to help with getting started, invoicing and anything else to do with our services. Our customer service team speaks English and Finnish.",
    email: "Email",
    emailNote: "We usually reply within the same business day.",
    phone: "Phone",
    address: "Office address",
    hours: "Customer service",
    hoursValue: "Weekdays, {opens}–{closes} (Finnish time)",
    social: "Social media",
  },
  pricing: {
    title: "Pricing",
    subtitle: "You pay only for the services you use. Every available service comes with a {trialDays}-day free trial.",
    from: "from {price}/month",
    viewPricing: "See prices",
    comingLater: "Coming later",
    serviceLater: "Service coming later",
    pricingLater: "Pricing will be announced later",
    invoicingNote: "Your price depends on your turnover and the number of invoices you send.",
    demo: "Want a walkthrough? Book a free demo with our customer service team.",
    vat: {
      legend: "Show prices",
      excluded: "VAT 0%",
      /** {rate} is the VAT rate, formatted per locale. */
      included: "VAT {rate}",
      noteExcluded: "Prices exclude VAT (VAT 0%).",
      noteIncluded: "Prices include Finnish VAT at {rate}.",
    },
    offerly: "Free for the business asking: posting a request and comparing quotes costs nothing.",
    /** The Finnish-only cleaning ERP page's plans. */
    cleaning: {
      title: "ERP for cleaning companies",
      intro: "Plans by the number of employees. The page is in Finnish.",
      link: "See the cleaning ERP (in Finnish)",
      upTo: "up to {count} employees",
      unlimited: "any number of employees",
      byQuote: "by quotation",
    },
    perMonth: "/month",
  },
  register: {
    title: "Sign up",
    subtitle: "Create your account and start your {trialDays}-day free trial. No credit card needed.",
    mainButton: "Create account",
    productsTitle: "Or start with a specific product",
    cardButton: "Get started",
  },
  blog: {
    title: "Blog",
    intro: "Practical tips on invoicing, bookkeeping, contracts and running your operations.",
    filterLabel: "Filter by category",
    categories: {
      all: "All",
      laskutus: "Invoicing",
      taloushallinto: "Finance",
      allekirjoitus: "E-signatures",
      erp: "ERP",
    },
    readTime: "{minutes} min read",
    readMore: "Read more",
    empty: "No articles in this category yet.",
    published: "Published",
    back: "Back to the blog",
    previous: "Previous article",
    next: "Next article",
    tryProduct: "Try {brand} for free",
    feed: "Nettilasku blog (RSS)",
  },
  notFound: {
    title: "Oops, looks like you're lost!",
    text: "This page has gone missing, or maybe it never existed.",
    home: "Back to home page",
    redirecting: "We'll take you to the home page in a moment.",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Something went wrong. Try reloading the page.",
    home: "Go to home page",
  },
} satisfies Messages;

export default en;
