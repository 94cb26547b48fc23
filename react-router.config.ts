import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routing/prerender.server";

export default {
  // A static site: every page is prerendered to HTML at build time (docs/decisions.md, "Stack").
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
