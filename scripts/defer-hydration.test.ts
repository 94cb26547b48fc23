import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, parseHydrationScript } from "./defer-hydration";

// The shape React Router 8.4's <Scripts> emits for a prerendered page.
const routerScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/layout-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"layout-en":route1};

import("/assets/entry.client-4.js");`;
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-5.js"/></head><body><h1>Hi</h1><script type="module" async="">${routerScript}</script></body></html>`;

describe("deferHydration", () => {
  it("drops the modulepreload links and keeps every module in the deferred script", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('rel="modulepreload" href');
    expect(html).not.toContain('async=""');
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(script).toContain('["/assets/manifest-1.js","/assets/framework-5.js"]');
    for (const module of ["manifest-1", "root-2", "layout-3", "entry.client-4"]) expect(script).toContain(`import("/assets/${module}.js")`);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"layout-en":route1};');
    expect(script).toContain('"first-contentful-paint"');
  });

  it("runs the imports in React Router's order: manifest, then the routes, then the entry", async () => {
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(deferHydration(page))![1]!;
    const loaded: string[] = [];
    const window: Record<string, unknown> = {};
    runInNewContext(script.replaceAll("import(", "importModule(") + "\nstart();", {
      window,
      document: { createElement: () => ({}), head: { append: () => {} } },
      requestAnimationFrame: () => {},
      addEventListener: () => {},
      importModule: (src: string) => {
        loaded.push(src);
        return Promise.resolve({ src });
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/layout-3.js", "/assets/entry.client-4.js"]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { src: "/assets/root-2.js" }, "layout-en": { src: "/assets/layout-3.js" } });
  });

  it("leaves a page without React Router's script alone", () => {
    expect(deferHydration("<html><body>static</body></html>")).toBe("<html><body>static</body></html>");
  });

  it("fails loudly when React Router's script changes shape", () => {
    expect(() => parseHydrationScript('import("/assets/entry.js");')).toThrow(/unknown shape/);
  });
});
