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
 * - Even added after the first paint, the preloads cost 5-10 ms of main thread, and running
 *   the modules and hydrating about 40 ms more on a laptop: on a slow phone, long tasks of
 *   several hundred milliseconds while the visitor starts reading.
 *
 * So the root layout parks <Scripts> inside `<noscript id="app-scripts"><template>`: while
 * scripting is on the browser keeps a noscript's content as inert text, and React does not
 * hydrate it; with scripting off, the template keeps the preloads from downloading. This script,
 * rendered right after it, only listens for the visitor's first interaction (pointer movement or
 * press, touch, key, wheel, scroll or focus). The router's data, written into the page after it
 * as `__reactRouterContext.streamController.enqueue(...)` calls, meanwhile goes into a plain
 * queue: React Router's own stream, and the parsing of the parked markup, would otherwise cost
 * a millisecond or two of every page load on a laptop, ten times that on a slow phone, for
 * visitors who may never touch the page. On the first interaction the parked classic scripts
 * run in place (they create the router's stream), the queue is replayed into it, and the module
 * preloads and module scripts are added: the modules download in parallel and import
 * app/entry.client.tsx, which hydrates. A page that must act on its own (the 404 page's move
 * home) asks with `data-start="idle"` and starts when the browser is first idle instead. With
 * JavaScript off the page is already complete, and nothing runs.
 */
export const appScriptsId = "app-scripts";

/** A route's `handle` that asks for its scripts to start when the browser is idle. */
export interface HydrationHandle {
  startWhenIdle?: boolean;
}

export const startAppScripts = `(() => {
  const parked = document.getElementById(${JSON.stringify(appScriptsId)});
  if (!parked) return;
  const queued = [];
  let closed = false;
  window.__reactRouterContext = { streamController: { enqueue: (chunk) => queued.push(chunk), close: () => (closed = true) } };
  let start = () => {
    start = () => {};
    const markup = document.createRange().createContextualFragment(parked.textContent).querySelector("template");
    if (!markup) return;
    const scripts = document.createRange().createContextualFragment(markup.innerHTML);
    const preloads = [...scripts.querySelectorAll('link[rel="modulepreload"]')];
    const modules = [...scripts.querySelectorAll('script[type="module"]')];
    for (const element of [...preloads, ...modules]) element.remove();
    parked.after(scripts);
    const { streamController } = window.__reactRouterContext;
    for (const chunk of queued) streamController.enqueue(chunk);
    if (closed) streamController.close();
    document.head.append(...preloads);
    document.body.append(...modules);
  };
  if (parked.dataset.start === "idle") (window.requestIdleCallback ?? setTimeout)(() => start());
  for (const type of ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll", "focusin"])
    addEventListener(type, () => start(), { capture: true, once: true, passive: true });
})();`;
