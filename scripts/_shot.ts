import { chromium } from "@playwright/test";
import { chromiumPath, chromiumFlags, hostResolverRules } from "./chromium";
// usage: tsx scripts/_shot.ts out-prefix width path [path...]
const [prefix, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, hostResolverRules()] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
import { consentKey, policyVersion } from "../app/consent/consent";
await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
  consentKey,
  JSON.stringify({ version: policyVersion, marketing: false, decidedAt: Date.now() }),
] as const);
for (const path of paths) {
  const page = await context.newPage();
  await page.goto(`http://localhost:3300${path}`, { waitUntil: "networkidle" });
  const name = `${prefix}-${width}-${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: process.env.FULL !== "0" });
  console.log(name);
  await page.close();
}
await browser.close();
