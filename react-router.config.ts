import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routing/prerender.server";

export default {
  // A static site: every page is prerendered to HTML at build time (docs/decisions.md, "Scripts").
  // `ssr: true` only because React Router's prerender refuses a root without <Scripts/> when
  // `ssr` is false; the server build it also writes (build/server) is never deployed or run:
  // only build/client is served.
  ssr: true,
  prerender: () => prerenderPaths(),
  // No page hydrates or navigates on the client: no route manifest requests.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
