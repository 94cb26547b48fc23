/**
 * When the app's scripts load and run (docs/decisions.md, "Hydration").
 *
 * A prerendered page is complete without React: its links are plain links, its menus and FAQs
 * native HTML, and attribution and the consent notice run from their own inline script. React
 * only adds client-side navigation, prefetching, the language banner and the products menu's
 * hover timing. So its cost must never land on the first paint or on an untouched page:
 *
 * - React Router's <Scripts> renders a `<link rel="modulepreload">` for every module the page
 *   hydrates with (about 120 KB gzip, most of it React and the router). On a slow phone
 *   connection those downloads share the line with the stylesheet and the font: Lighthouse
 *   measured first-contentful-paint at 1.3 s with them and 0.8 s without them.
 * - Evaluating those modules and hydrating take about 40 ms of main thread on a laptop: on a
 *   slow phone, long tasks of several hundred milliseconds.
 *
 * So the root layout parks <Scripts> inside `<noscript id="app-scripts">`, which the browser
 * keeps as inert text while scripting is on and React does not hydrate. This script, rendered
 * right after it:
 * 1. runs the parked classic scripts at once, in their place (the router's data, streamed in
 *    after them, needs them);
 * 2. after the first contentful paint, adds the module preloads, one per task: the modules
 *    download and compile, but do not run;
 * 3. on the visitor's first interaction (pointer movement or press, touch, key, wheel, scroll,
 *    focus) adds the module scripts, which import app/entry.client.tsx, which hydrates.
 *    A page that must act on its own (the 404 page's move home) asks with
 *    `data-start="idle"` and starts when the browser is first idle instead.
 * With JavaScript off the page is already complete, and nothing runs.
 */
export const appScriptsId = "app-scripts";

/** A route's `handle` that asks for its scripts to start when the browser is idle. */
export interface HydrationHandle {
  startWhenIdle?: boolean;
}

export const startAppScripts = `(() => {
  const parked = document.getElementById(${JSON.stringify(appScriptsId)});
  if (!parked) return;
  const scripts = document.createRange().createContextualFragment(parked.textContent);
  const preloads = [...scripts.querySelectorAll('link[rel="modulepreload"]')];
  const modules = [...scripts.querySelectorAll('script[type="module"]')];
  for (const element of [...preloads, ...modules]) element.remove();
  parked.after(scripts);
  const once = (run) => () => {
    const pending = run;
    run = () => {};
    pending();
  };
  // One preload per task: adding all eight at once is a 5-10 ms task, a long one on a slow phone.
  const preload = once(() => preloads.forEach((link) => setTimeout(() => document.head.append(link))));
  const start = once(() => {
    preload();
    document.body.append(...modules);
  });
  if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) preload();
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(preload));
  if (parked.dataset.start === "idle") (window.requestIdleCallback ?? setTimeout)(start);
  for (const type of ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll", "focusin"])
    addEventListener(type, start, { capture: true, once: true, passive: true });
})();`;
