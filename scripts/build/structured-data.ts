/**
 * Google's documented rules for each structured-data type the site emits, as a table with the
 * source of each, and the check the build runs on every page's JSON-LD (scripts/build/seo-check.ts).
 * A node of a type not in the table fails, so a new type comes with its rules. A missing
 * required property fails the build; so does a missing recommended one, unless the table says
 * why the site leaves it out (`absent`): the site states only what is true, and never a rating
 * or a review that does not exist.
 */

interface PropertyRule {
  /** A path into the node: `offers.price`, `itemListElement[].name` (every item). */
  property: string;
  level: "required" | "recommended";
  /** Checked only when the node has this property (an Offer's price, where the site has an Offer). */
  when?: string;
  /** Why the site leaves a property out; such a rule is documented, not checked. */
  absent?: string;
}

interface TypeRules {
  /** Where Google documents them. */
  source: string;
  properties: PropertyRule[];
}

const google = "https://developers.google.com/search/docs/appearance/structured-data";

export const structuredDataRules: Record<string, TypeRules> = {
  Organization: {
    source: `${google}/organization`,
    // Google requires no property of an Organization; it recommends these.
    properties: [
      ...["name", "url", "logo", "description", "email", "telephone", "address", "contactPoint", "legalName", "sameAs"].map((property) => ({
        property,
        level: "recommended" as const,
      })),
      {
        property: "vatID",
        level: "recommended",
        absent: "the site configuration has no business ID yet; launch adds it with the real entity",
      },
    ],
  },
  WebSite: {
    source: `${google}/site-names`,
    properties: [
      { property: "name", level: "required" },
      { property: "url", level: "required" },
      { property: "alternateName", level: "recommended", absent: "the brand has no other name" },
    ],
  },
  SoftwareApplication: {
    source: `${google}/software-app`,
    properties: [
      { property: "name", level: "required" },
      { property: "offers.price", level: "required", when: "offers" },
      { property: "offers.priceCurrency", level: "required", when: "offers" },
      {
        property: "offers",
        level: "required",
        absent: "only a product whose content states a price has an Offer (Sign's prices are on its own price list)",
      },
      {
        property: "aggregateRating",
        level: "required",
        absent: "Google's rich result wants a rating or a review; the site has none and never invents one",
      },
      { property: "applicationCategory", level: "recommended" },
      { property: "operatingSystem", level: "recommended" },
    ],
  },
  BlogPosting: {
    source: `${google}/article`,
    // Google requires no property of an Article; it recommends these.
    properties: [
      ...["headline", "image", "datePublished", "author", "author.name", "author.url"].map((property) => ({
        property,
        level: "recommended" as const,
      })),
      { property: "dateModified", level: "recommended", absent: "given only when an article has been updated since it was published" },
    ],
  },
  BreadcrumbList: {
    source: `${google}/breadcrumb`,
    properties: [
      { property: "itemListElement", level: "required" },
      { property: "itemListElement[].position", level: "required" },
      { property: "itemListElement[].name", level: "required" },
      { property: "itemListElement[].item", level: "required" },
    ],
  },
};

/** The values at a path; `[]` after a name takes every item of that list. */
function valuesAt(node: unknown, path: string): unknown[] {
  let values: unknown[] = [node];
  for (const step of path.split(".")) {
    const each = step.endsWith("[]");
    const key = each ? step.slice(0, -2) : step;
    values = values.flatMap((value): unknown[] => {
      const next = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
      return each ? (Array.isArray(next) ? (next as unknown[]) : [undefined]) : [next];
    });
  }
  return values;
}

const missing = (value: unknown) => value === undefined || value === null || value === "";

/** What is wrong with one JSON-LD node, as sentences naming its type and property. */
export function checkStructuredData(node: Record<string, unknown>): string[] {
  const type = typeof node["@type"] === "string" ? node["@type"] : undefined;
  if (!type) return ["JSON-LD node without @type"];
  const rules = structuredDataRules[type];
  if (!rules) return [`JSON-LD ${type}: no rules for this type in scripts/build/structured-data.ts (add Google's, with their source)`];
  return rules.properties.flatMap(({ property, level, when, absent }) => {
    if (absent !== undefined) return [];
    if (when !== undefined && valuesAt(node, when).every(missing)) return [];
    return valuesAt(node, property).some(missing) ? [`JSON-LD ${type} lacks ${level} "${property}" (${rules.source})`] : [];
  });
}
