import { describe, expect, it } from "vitest";
import { inlineScriptCosts, scriptFileMs, type TraceEvent } from "./script-cost";

const url = "http://localhost/en";
const html = [
  '<html><head><script type="application/ld+json">{}</script><script id="consent">a()</script>',
  '<script src="/x.js"></script></head><body><p>Hi</p><script>start()</script><script>data(1)</script>',
  "<script>data(2)</script></body></html>",
].join("\n");
/** Chromium's position of a script's text: line and column, both counted from 1. */
const at = (text: string) => {
  const offset = html.indexOf(text);
  const before = html.slice(0, offset);
  return { lineNumber: before.split("\n").length, columnNumber: offset - before.lastIndexOf("\n") };
};
const evaluate = (text: string, ms: number, pageUrl = url): TraceEvent => ({
  name: "EvaluateScript",
  ph: "X",
  dur: ms * 1000,
  args: { data: { url: pageUrl, ...at(text) } },
});

describe("inlineScriptCosts", () => {
  it("names each inline script by its id or its first characters and sums its runs", () => {
    const events = [evaluate("a()", 4), evaluate("start()", 1.5), evaluate("data(1)", 0.25), evaluate("start()", 0.5)];
    expect(inlineScriptCosts(html, url, events)).toEqual([
      { script: "consent", ms: 4 },
      { script: "start()", ms: 2 },
      { script: "data(1)", ms: 0.25 },
    ]);
  });

  it("leaves out other pages' scripts, external files and other trace events", () => {
    const events: TraceEvent[] = [
      evaluate("data(2)", 3, "http://localhost/assets/x.js"),
      { name: "FunctionCall", ph: "X", dur: 9000, args: { data: { url, ...at("data(2)") } } },
      { ...evaluate("data(2)", 3), ph: "B" },
      evaluate("data(2)", 0.75),
    ];
    expect(inlineScriptCosts(html, url, events)).toEqual([{ script: "data(2)", ms: 0.75 }]);
  });

  it("reads the HTML as a browser does: an attribute that mentions src= or holds > is no external file", () => {
    const tricky = '<html><head><script data-note="no src=here" id="a">one()</script><script data-x="1>0">two()</script></head></html>';
    const position = (text: string) => ({ lineNumber: 1, columnNumber: tricky.indexOf(text) + 1 });
    const events = ["one()", "two()"].map((text): TraceEvent => ({
      name: "EvaluateScript",
      ph: "X",
      dur: 1000,
      args: { data: { url, ...position(text) } },
    }));
    expect(inlineScriptCosts(tricky, url, events)).toEqual([
      { script: "a", ms: 1 },
      { script: "two()", ms: 1 },
    ]);
  });

  it("refuses a trace whose script positions are not this HTML's", () => {
    const stray: TraceEvent = { name: "EvaluateScript", ph: "X", dur: 1000, args: { data: { url, lineNumber: 1, columnNumber: 4 } } };
    expect(() => inlineScriptCosts(html, url, [stray])).toThrow(/no inline script of http:\/\/localhost\/en starts at 1:4/);
  });
});

describe("scriptFileMs", () => {
  const module = "http://localhost/assets/enhance-1.js";
  const span = (name: string, start: number, ms: number, scriptUrl = module, ph = "X"): TraceEvent => ({
    name,
    ph,
    ts: start * 1000,
    dur: ms * 1000,
    args: { data: { url: scriptUrl } },
  });

  it("counts nested events once and adds separate ones", () => {
    const events = [
      span("FunctionCall", 10, 4),
      span("v8.evaluateModule", 11, 2),
      span("v8.compileModule", 2, 1),
      span("FunctionCall", 13, 3),
    ];
    expect(scriptFileMs([module], events)).toBe(1 + 6);
  });

  it("leaves out other files, background parsing and unfinished events", () => {
    const events = [
      span("FunctionCall", 0, 5, "http://localhost/assets/other.js"),
      span("v8.parseOnBackground", 0, 5),
      span("FunctionCall", 0, 5, module, "B"),
      span("EvaluateScript", 20, 0.5),
    ];
    expect(scriptFileMs([module], events)).toBe(0.5);
  });
});
