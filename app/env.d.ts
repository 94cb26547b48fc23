import type { SettingName } from "./config/site";

declare global {
  /** The site configuration's values, written into a Vite build as literals (app/config/site.ts, vite.config.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into Vite's own interface
  interface ImportMetaEnv extends Readonly<Partial<Record<SettingName, string>>> {}
}
