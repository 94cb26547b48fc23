import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routing/prerender.server";

export default {
  // A static site: every page is prerendered to HTML at build time (design.md section 1).
  ssr: false,
  prerender: () => prerenderPaths(),
} satisfies Config;
