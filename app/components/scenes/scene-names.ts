/**
 * The feature scenes' names, per product in the order ./feature-scenes.tsx draws them: a landing
 * page's feature row picks a scene as `{product}/{name}` (app/content/landing/schema.ts). Apart
 * from the scenes themselves, so the route config can read the names without drawing code.
 */
import type { MockupProductId } from "../../config/products";

/** Each scene's name, in the order of `featureScenes`: a landing page's feature row picks a scene as `{product}/{name}`. */
export const sceneNames = {
  invoicing: ["channels", "reminders", "matching"],
  sign: ["bank-id", "delivery", "reminders"],
  financing: ["bookkeeping", "payroll", "vat"],
  erp: ["projects", "resources", "mobile-hours"],
  crm: ["customer", "pipeline", "quotes"],
  offerly: ["request", "offers", "compare"],
  kyc: ["identify", "records", "owners"],
} as const satisfies { [Id in MockupProductId]: readonly string[] };

/** Every scene a landing page can show, as `{product}/{name}`: "invoicing/reminders". */
export const sceneIds = (Object.keys(sceneNames) as MockupProductId[]).flatMap((product) =>
  sceneNames[product].map((name) => `${product}/${name}`),
) as [string, ...string[]];
