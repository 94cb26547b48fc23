/**
 * Shapes of the site's copy. Finnish is the source language; every other language
 * must provide exactly the same keys (checked by `tsc` and by the content schema tests).
 */

/** A feature in a product's feature list. */
export interface Feature {
  title: string;
  description: string;
}

/** A question and its answer, for FAQ accordions. */
export interface Faq {
  question: string;
  answer: string;
}

/** Everything a product page says, in one language (docs/decisions.md, "Content and business facts"). */
export interface ProductContent {
  /** Product name as shown in menus, cards and headings. */
  name: string;
  /** The page's title in search results and share cards, brand included; at most 60 characters, so search engines show it whole. */
  searchTitle: string;
  /** One-line promise under the name. */
  tagline: string;
  /** A paragraph or two introducing the product. */
  description: string;
  /** Optional short badge above the name, e.g. "New". */
  badge?: string;
  /** Exactly six features. */
  features: Feature[];
  /** Exactly three questions and answers. */
  faqs: Faq[];
  ctaTitle: string;
  ctaDescription: string;
  ctaButtonText: string;
  /** Label of the hero's "explore more" button (only shown for invoicing, sign and financing). */
  exploreMoreText: string;
  /** Label of the hero's free-start button. */
  freeStartText: string;
  /** Shown instead of the start button's action for products that are not available yet. */
  comingSoon?: string;
  /** Optional line under the start button, e.g. the free trial terms. */
  trialInfo?: string;
  /** Text-alternative of the product mock-up for screen readers (all products but CRM). */
  mockupDescription?: string;
}
