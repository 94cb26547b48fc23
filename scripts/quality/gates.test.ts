import type { ChildProcess } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Gate } from "./gates/gate";
import { runGates } from "./gates";

const context = { dir: "", base: "", server: {} as ChildProcess };

describe("the quality gates", () => {
  it("all run, in order, and their failures are named by their gate", async () => {
    const ran: string[] = [];
    const gate = (name: string, failures: string[]): Gate => ({ name, run: () => (ran.push(name), failures) });
    const crashing: Gate = {
      name: "crashing",
      run: () => {
        ran.push("crashing");
        throw new Error("no Chromium");
      },
    };
    const { failures, seconds } = await runGates([gate("a", []), crashing, gate("b", ["too big"])], context);
    expect(ran).toEqual(["a", "crashing", "b"]);
    expect(failures).toEqual(["crashing: could not run: no Chromium", "b: too big"]);
    expect(seconds).toHaveLength(3);
  });
});
