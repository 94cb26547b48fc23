/**
 * `npm run check:launch`: lists every placeholder still in place, with the file and field
 * to change, and every claim nobody has confirmed yet (app/content/claims.yaml, and the figures and
 * example testimonials of the landing pages, app/content/landing/), and exits
 * non-zero while any remains. The default build keeps them all (it
 * must never reach a real person), so this is not part of `npm test`; the people launching
 * the site run it with their SITE_* settings and real content.
 */
import { keptAtLaunch, type SettingName, settings } from "../../app/config/site";
import { exampleContent, exampleContentFields } from "../../app/content/examples";
import siteJson from "../../app/content/site.json" with { type: "json" };
import { type Claim, claimsFile, loadClaims, unconfirmed } from "../../app/content/claims";
import { type LandingPage, landingPages } from "../../app/content/landing/load.server";

/** One setting: its name, its value in app/content/site.json and the value in effect. */
export interface Setting {
  name: string;
  fallback: string;
  value: string;
  /** False for a value that may stay at launch (the brand); every other shipped value is a placeholder. */
  placeholder: boolean;
}

/** Every setting of app/content/site.json, with the value this build uses. */
export function currentSettings(): Setting[] {
  return (Object.entries(siteJson.settings) as [SettingName, string][]).map(([name, fallback]) => ({
    name,
    fallback,
    value: settings[name],
    placeholder: !keptAtLaunch.includes(name),
  }));
}

export interface Placeholder {
  /** Where to change it: a value in app/content/site.json (or its build variable), or a content file. */
  where: string;
  what: string;
}

/** Reserved for documentation and examples (RFC 2606, RFC 6761): never a live site. */
const exampleHost = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

function hostOf(value: string): string | undefined {
  try {
    return new URL(value.includes("://") ? value : `https://${value}`).hostname;
  } catch {
    return undefined;
  }
}

/** Values that are fictional by construction: the never-granted phone number and the example street. */
const neverReal = /^(075 112|\+35875112)$|Esimerkki/;

export function findPlaceholders(input: {
  settings: Setting[];
  examples: Record<string, boolean>;
  claims?: Claim[];
  landing?: LandingPage[];
}): Placeholder[] {
  const found: Placeholder[] = [];
  const seen = new Set<string>();
  for (const item of input.settings) {
    if (seen.has(item.name)) continue;
    seen.add(item.name);
    const host = item.value.includes("@") ? item.value.split("@").pop() : hostOf(item.value);
    const where = `${item.name} (in app/content/site.json, or the build variable)`;
    if (neverReal.test(item.value)) found.push({ where, what: `"${item.value}" is a fictional placeholder` });
    else if (host && exampleHost.test(host)) found.push({ where, what: `"${item.value}" is on a reserved example domain` });
    // The shipped details count as placeholders until the file says they are real.
    else if (item.placeholder && item.value === item.fallback && input.examples.contactDetails)
      found.push({ where, what: `still the placeholder "${item.value}"` });
  }
  for (const [key, isExample] of Object.entries(input.examples))
    if (isExample)
      found.push({
        where: `app/content/site.json (examples.${key})`,
        what: `${exampleContentFields[key as keyof typeof exampleContentFields] ?? key}: fictional examples until set to false`,
      });
  for (const claim of input.claims ?? [])
    if (claim.source === unconfirmed)
      found.push({ where: `${claimsFile} (${claim.id}: source)`, what: `${claim.claim}, in ${claim.files.join(", ")}: not confirmed yet` });
  for (const page of input.landing ?? [])
    for (const [lang, copy] of Object.entries(page.copy))
      copy.sections.forEach((section, index) => {
        if (section.type === "proof")
          section.items.forEach((item, at) => {
            if (item.source === unconfirmed)
              found.push({
                where: `${page.file} (${lang}: sections.${index}.items.${at}.source)`,
                what: `the figure "${item.value}", ${item.label}: not confirmed yet`,
              });
          });
        if (section.type === "testimonials" && section.example)
          found.push({ where: `${page.file} (${lang}: sections.${index}.example)`, what: "fictional testimonials until set to false" });
      });
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const placeholders = findPlaceholders({
    settings: currentSettings(),
    examples: exampleContent,
    claims: loadClaims(),
    landing: landingPages(),
  });
  if (placeholders.length === 0) {
    console.log("check:launch: no placeholders left. Ready to launch.");
  } else {
    console.error(`check:launch: ${placeholders.length} placeholders are still in place:\n`);
    for (const item of placeholders) console.error(`  ${item.where}\n      ${item.what}`);
    console.error(
      "\nSet the SITE_* variables for the build, replace the example content and give each claim its source (app/content/claims.yaml, and each landing page's figures), then run this again.",
    );
    process.exit(1);
  }
}
