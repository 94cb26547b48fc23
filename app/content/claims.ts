/**
 * The statements the business must confirm before launch (app/content/claims.yaml): what each
 * claims, where the copy says it, and its source, "to confirm" until someone has. The content
 * test checks each phrase is still in its files; `npm run check:launch` lists the unconfirmed.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { languages } from "~/i18n/languages";
import { parseContent } from "./frontmatter";
import { text } from "./schema";
import { unconfirmed } from "./to-confirm";

export const claimsFile = "app/content/claims.yaml";
export { unconfirmed };

const claimSchema = z.strictObject({
  id: text,
  claim: text,
  files: z.array(text).min(1),
  /** A phrase from the copy of each language that says it (`all` for a file in no language). */
  says: z.partialRecord(z.enum([...languages, "all"]), text),
  source: text,
});
export type Claim = z.infer<typeof claimSchema>;

export function loadClaims(file = claimsFile): Claim[] {
  return parseContent(file, readFileSync(file, "utf8"), z.array(claimSchema));
}

/** Each claim's phrases that its files no longer contain, as "id: phrase (language)". */
export function missingPhrases(claims: Claim[], read: (file: string) => string): string[] {
  return claims.flatMap((claim) => {
    const texts = claim.files.map(read).join("\n");
    return Object.entries(claim.says).flatMap(([lang, phrase]) => (texts.includes(phrase) ? [] : [`${claim.id}: "${phrase}" (${lang})`]));
  });
}

/** Whether every one of these claims has a source: a page shows figures only once they have (docs/decisions.md, "Nothing fictional or unconfirmed is published"). */
export function allConfirmed(ids: string[], claims = loadClaims()): boolean {
  return ids.every((id) => {
    const claim = claims.find((each) => each.id === id);
    if (!claim) throw new Error(`${claimsFile}: no claim "${id}"`);
    return claim.source !== unconfirmed;
  });
}
