/** Business facts, typed once (docs/decisions.md, "Content and business facts"). */
export const facts = {
  trialDays: 14,
  /** Invoicing's starting price, EUR per month, VAT 0 %. */
  invoicingFromPrice: 9.9,
  /** Finland's standard VAT rate, percent, which the pricing page can add to every price. */
  vatPercent: 25.5,
  /**
   * The cleaning ERP's plans: price in EUR per month, VAT 0 %, and the most employees they
   * cover. Enterprise is by quotation and has no limit (null).
   */
  cleaningPlans: {
    startti: { price: 29, maxEmployees: 5 },
    kasvava: { price: 69, maxEmployees: 25 },
    enterprise: { price: null, maxEmployees: null },
  },
  stats: [
    { key: "users", value: 5000, suffix: "+" },
    { key: "invoices", value: 250000, suffix: "+" },
    { key: "contracts", value: 20000, suffix: "+" },
    { key: "uptime", value: 0.999, suffix: "", format: { style: "percent", maximumFractionDigits: 1 } },
  ],
} as const;

/** The plan sets a landing page's plans section can show, by name: each plan's price and limit (app/content/landing/schema.ts). */
export const planSets = { cleaning: facts.cleaningPlans } as const;
