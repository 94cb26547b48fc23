/** The page's language and shared interface strings, provided by the language layout. */
import { createContext, useContext } from "react";
import type { LayoutMessages } from "~/content/messages.server";
import type { ProductId } from "~/config/products";
import type { PageKey } from "~/routing/route-table";
import type { Language } from "./languages";

/** A product as the header, footer and grids list it. */
export interface ProductLink {
  id: ProductId;
  name: string;
  tagline: string;
  /** Who it is for, one line (the products and register pages). */
  audience: string;
  /** A few words for the products menu. */
  benefit: string;
  path: string;
  comingSoon: boolean;
}

/** The products open now and those still to come, each in the given order: every list that shows them apart. */
export function productsByAvailability(products: readonly ProductLink[]): { open: ProductLink[]; later: ProductLink[] } {
  return { open: products.filter((product) => !product.comingSoon), later: products.filter((product) => product.comingSoon) };
}

export interface I18nValue {
  lang: Language;
  /**
   * The part of the site the page is in, which the menus mark as current: its page of the route
   * table, the blog for an article; none for a landing page or a 404 page (app/routing/layout.server.ts).
   */
  section?: PageKey;
  t: LayoutMessages;
  products: ProductLink[];
  /** Where the language menu leads in each language, with a note where the page is not in it ("Finnish only"). */
  languageMenu: Record<Language, { path: string; note?: string }>;
  /** The page in every language it exists in, its own included (app/routing/alternates.server.ts). */
  alternates: Partial<Record<Language, string>>;
  /** Title of the accessibility statement, which the footer links to. */
  accessibilityTitle: string;
}

const I18nContext = createContext<I18nValue | null>(null);
export const I18nProvider = I18nContext.Provider;

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n() must be used inside the language layout");
  return value;
}
