/**
 * Starts hydration after the first paint instead of during it.
 *
 * React Router's <Scripts> puts a `<link rel="modulepreload">` in the page for every module
 * the page hydrates with (~130 KB gzip, most of it React and the router). It also adds an
 * inline module script that imports them. On a slow phone connection those downloads share
 * the line with the stylesheet and the font, so the first paint waits for them. Lighthouse
 * measured first-contentful-paint at 1.9 s with them and 1.1 s without them.
 *
 * This rewrites every built page: the modulepreload links go, and the inline script waits
 * for the first frame. Then it adds the same preloads (so every module still downloads in
 * parallel) and runs the same imports. Content, links and attribution do not wait for
 * hydration: the HTML is complete, and attribution runs from its own inline script (see
 * scripts/attribution-script.ts). A key press or touch before the first frame starts
 * hydration at once.
 */

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const hydrationScript = /<script type="module" async="">(import "[^<]*?)<\/script>/;

/** Parses React Router's hydration script; throws when its shape is not the one this rewrite knows. */
export function parseHydrationScript(code: string) {
  const manifest = /^import "([^"]+)";/.exec(code)?.[1];
  const routes = [...code.matchAll(/import \* as (route\d+) from "([^"]+)";/g)].map(([, name, src]) => ({ name: name!, src: src! }));
  const modules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(code)?.[1];
  const entry = /\nimport\("([^"]+)"\);\s*$/.exec(code)?.[1];
  if (!manifest || routes.length === 0 || !modules || !entry)
    throw new Error(`defer-hydration: React Router's hydration script has an unknown shape:\n${code}`);
  return { manifest, routes, modules, entry };
}

/** The replacement script: same preloads and imports, started after the first frame or on the first input. */
export function deferredHydrationScript(code: string, preloads: string[]): string {
  const { manifest, routes, modules, entry } = parseHydrationScript(code);
  return [
    "let start = () => {",
    "  start = () => {};",
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  import(${JSON.stringify(manifest)})`,
    `    .then(() => Promise.all([${routes.map((route) => `import(${JSON.stringify(route.src)})`).join(", ")}]))`,
    `    .then(([${routes.map((route) => route.name).join(", ")}]) => {`,
    `      window.__reactRouterRouteModules = ${modules};`,
    `      return import(${JSON.stringify(entry)});`,
    "    });",
    "};",
    // After the first contentful paint has been presented; without paint timing, after the first frame.
    'if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))',
    "  new PerformanceObserver((list) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length > 0) start();',
    '  }).observe({ type: "paint", buffered: true });',
    "else requestAnimationFrame(() => setTimeout(() => start()));",
    'for (const type of ["keydown", "pointerdown", "touchstart"]) addEventListener(type, () => start(), { capture: true, once: true, passive: true });',
  ].join("\n");
}

/** Rewrites one built page; pages without React Router's hydration script are returned unchanged. */
export function deferHydration(html: string): string {
  const script = hydrationScript.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1]!);
  return html
    .replace(preloadLink, "")
    .replace(script[0], () => `<script type="module">${deferredHydrationScript(script[1]!, preloads)}</script>`);
}
