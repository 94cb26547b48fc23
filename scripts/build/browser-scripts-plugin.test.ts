import { describe, expect, it, vi } from "vitest";
import { browserScriptsPlugin, type ScriptId } from "./browser-scripts-plugin";

type Hook = (this: object, ...args: unknown[]) => unknown;
const environment = (consumer: "client" | "server", command: "build" | "serve" = "build") => ({ environment: { config: { consumer, command } } });

/** One build of the plugin with a stand-in bundler: the server side's loads, the client side's emitted files. */
function plugin() {
  const bundler = vi.fn((id: ScriptId) => Promise.resolve(`/* ${id} */`));
  const instance = browserScriptsPlugin(bundler);
  const emitted: { fileName: string; source: string }[] = [];
  const load = (id: ScriptId, consumer: "client" | "server", command?: "build" | "serve") =>
    (instance.load as Hook).call(environment(consumer, command), `\0${id}`) as Promise<string | undefined>;
  const generateClientBundle = () =>
    (instance.generateBundle as Hook).call({ ...environment("client"), emitFile: (file: (typeof emitted)[number]) => emitted.push(file) });
  return { bundler, load, generateClientBundle, emitted };
}

/** The address a server-side load gives a module file. */
const addressIn = (module: string | undefined) => JSON.parse(/^export default (".*");$/.exec(module ?? "")![1]!) as string;

describe("the pages' scripts", () => {
  it.each([
    ["the client first, as React Router builds", true],
    ["the server first", false],
  ])("are written by the client build, where the prerendered pages name them, %s", async (_, clientFirst) => {
    const { bundler, load, generateClientBundle, emitted } = plugin();
    if (clientFirst) await generateClientBundle();
    const enhancements = addressIn(await load("virtual:enhancements-module", "server"));
    const search = addressIn(await load("virtual:search-module", "server"));
    if (!clientFirst) await generateClientBundle();
    expect(enhancements).toMatch(/^\/assets\/enhance-[\w-]{8}\.js$/);
    expect(search).toMatch(/^\/assets\/search-page-[\w-]{8}\.js$/);
    expect(emitted).toEqual([
      { type: "asset", fileName: enhancements.slice(1), source: "/* virtual:enhancements-module */\n" },
      { type: "asset", fileName: search.slice(1), source: "/* virtual:search-module */\n" },
    ]);
    // Bundled once for both sides.
    expect(bundler).toHaveBeenCalledTimes(2);
  });

  it("puts the attribution script inline, and gives the browser bundle, which no page loads, nothing", async () => {
    const { load } = plugin();
    expect(await load("virtual:attribution-script", "server")).toBe('export default "/* virtual:attribution-script */";');
    expect(await load("virtual:enhancements-module", "client")).toBe('export default "";');
  });

  it("bundles again on each load in the dev server, so an edit shows", async () => {
    const { bundler, load } = plugin();
    await load("virtual:enhancements-module", "server", "serve");
    await load("virtual:enhancements-module", "server", "serve");
    expect(bundler).toHaveBeenCalledTimes(2);
  });
});
