/**
 * What a page's own inline scripts cost on the main thread, read from a Chromium trace of its
 * load: the slow-phone gate (scripts/quality/gates/slow-cpu.ts) (docs/decisions.md, "Quality bars").
 *
 * Chromium records every script it runs as an `EvaluateScript` event, which holds the script's
 * compilation, its run and the microtasks it queued. An inline script is named by the page's
 * URL and the line and column (both counted from 1) where its text starts, so each event maps
 * back to one `<script>` of the page's HTML, read with parse5.
 */
import { parse } from "parse5";
import { attribute, elementsOf } from "../build/html-tree";

/** The part of a Chromium trace event this module reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts?: number;
  dur?: number;
  args?: { data?: { url?: string; lineNumber?: number; columnNumber?: number } };
}

/** Milliseconds of main thread one inline script of the page took. */
export interface InlineScriptCost {
  /** The script's `id`, or its first characters when it has none. */
  script: string;
  ms: number;
}

/**
 * Where each inline script's text starts in the HTML, as `line:column` the way Chromium names it
 * (both counted from 1, as parse5 counts its source locations). A script with no text runs nothing.
 */
function inlineScriptPositions(html: string): Map<string, string> {
  const positions = new Map<string, string>();
  for (const element of elementsOf(parse(html, { sourceCodeLocationInfo: true }))) {
    if (element.tagName !== "script" || attribute(element, "src") !== undefined) continue;
    const text = element.childNodes[0];
    if (!text || !("value" in text) || !text.sourceCodeLocation) continue;
    const { startLine, startCol } = text.sourceCodeLocation;
    positions.set(`${startLine}:${startCol}`, attribute(element, "id") ?? text.value.slice(0, 40).trim());
  }
  return positions;
}

/**
 * The main-thread time of each inline script of the page at `url` that ran, summed over every
 * time it ran, in the order they first ran. A script the trace shows at no script's position is a mistake of the caller (another
 * page's HTML), so it throws instead of guessing.
 */
export function inlineScriptCosts(html: string, url: string, events: TraceEvent[]): InlineScriptCost[] {
  const positions = inlineScriptPositions(html);
  const costs = new Map<string, InlineScriptCost>();
  for (const event of events) {
    const data = event.args?.data;
    if (event.name !== "EvaluateScript" || event.ph !== "X" || data?.url !== url) continue;
    const position = `${data.lineNumber}:${data.columnNumber}`;
    const script = positions.get(position);
    if (script === undefined) throw new Error(`script-cost: no inline script of ${url} starts at ${position}`);
    const cost = costs.get(position) ?? { script, ms: 0 };
    cost.ms += (event.dur ?? 0) / 1000;
    costs.set(position, cost);
  }
  return [...costs.values()];
}

/** Main-thread work a script file can cause while the page loads (not background parsing). */
const mainThreadWork = new Set(["EvaluateScript", "FunctionCall", "v8.compile", "v8.compileModule", "v8.evaluateModule", "v8.run"]);

/**
 * Milliseconds of main thread the script files at `urls` took while the page loaded: every
 * compile, evaluation and call the trace names them in, nested events counted once (the union
 * of their time spans).
 */
export function scriptFileMs(urls: string[], events: TraceEvent[]): number {
  const spans = events
    .filter((event) => event.ph === "X" && mainThreadWork.has(event.name) && urls.includes(event.args?.data?.url ?? ""))
    .map((event) => [event.ts ?? 0, (event.ts ?? 0) + (event.dur ?? 0)] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of spans) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total / 1000;
}
