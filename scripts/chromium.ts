import { existsSync } from "node:fs";

/**
 * Debian's Chromium, as every browser tool here launches it (no browser download works
 * on these machines). The flags keep it off the closed network.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The browser's path; without one, stops with a single line that says what to do. */
export function requireChromium(): string {
  if (!existsSync(chromiumPath)) {
    console.error(`No Chromium at ${chromiumPath}: run "apt-get install chromium", or set CHROME_PATH to a Chromium binary.`);
    process.exit(1);
  }
  return chromiumPath;
}

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Maps every host but this machine to nothing, so external requests fail at once instead of waiting. */
export function hostResolverRules(extraMaps: string[] = []): string {
  return `--host-resolver-rules=${[...extraMaps, "MAP * ~NOTFOUND", "EXCLUDE localhost", "EXCLUDE 127.0.0.1"].join(", ")}`;
}
