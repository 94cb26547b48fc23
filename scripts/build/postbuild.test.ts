import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { postbuildSteps, runSteps } from "./postbuild";
import type { Step } from "./step";

const context = { dir: "", nginxConfFile: "", prerendered: [] };

describe("the postbuild", () => {
  it("runs its steps in order, timing each", async () => {
    const ran: string[] = [];
    const step = (name: string): Step => ({ name, run: () => void ran.push(name) });
    const seconds = await runSteps([step("a"), step("b")], context);
    expect(ran).toEqual(["a", "b"]);
    expect(seconds).toHaveLength(2);
  });

  it("stops at the first step that fails, naming it", async () => {
    const ran: string[] = [];
    const steps: Step[] = [
      { name: "first", run: () => void ran.push("first") },
      {
        name: "second",
        run: () => {
          throw new Error("no index.html");
        },
      },
      { name: "third", run: () => void ran.push("third") },
    ];
    await expect(runSteps(steps, context)).rejects.toThrow('postbuild step 2/3 "second" failed:\n  no index.html');
    expect(ran).toEqual(["first"]);
  });

  it("names every step once, and every step module has its test beside it", () => {
    const names = postbuildSteps.map((step) => step.name);
    expect(new Set(names).size).toBe(names.length);
    const modules = readdirSync(new URL("steps", import.meta.url)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    for (const module of modules) expect(readdirSync(new URL("steps", import.meta.url)), module).toContain(module.replace(/\.ts$/, ".test.ts"));
  });
});
