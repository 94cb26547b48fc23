/** Copy of the Finnish-only cleaning-industry ERP landing page (docs/decisions.md, "Content and business facts"). */
export interface CleaningPlan {
  name: string;
  /** Monthly price in euros, VAT excluded; null means "by quotation". */
  price: number | null;
  /** Shown instead of a price when `price` is null, e.g. "Tarjouksen mukaan". */
  priceLabel?: string;
  /** Who the plan is for, e.g. "Enintään 5 työntekijää". */
  description: string;
  /** Maximum number of employees; null means unlimited. */
  maxEmployees: number | null;
  features: string[];
  popular: boolean;
}

export interface CleaningContent {
  /** Labels of the in-page navigation, in section order. */
  nav: { label: string; hero: string; features: string; pricing: string; contact: string };
  hero: { eyebrow: string; title: string; subtitle: string; primary: string; secondary: string; trial: string };
  /** The spec's claims: 4-6 hours saved a week, 15-25% lower travel costs, GDPR, 24/7 support. */
  claims: { value: string; label: string }[];
  features: {
    title: string;
    intro: string;
    items: { id: "customers" | "shifts" | "routes" | "reports" | "mobile" | "time"; title: string; description: string }[];
  };
  pricing: {
    title: string;
    intro: string;
    perMonth: string;
    vatNote: string;
    popularLabel: string;
    choose: string;
    trial: string;
    plans: CleaningPlan[];
  };
  contact: {
    title: string;
    intro: string;
    emailLabel: string;
    phoneLabel: string;
    hoursLabel: string;
    hours: string;
    button: string;
  };
}
