/**
 * The search page's script, and the only one it adds to the page's enhancements: reads `q` from
 * the address, searches the page language's Pagefind index (./pagefind.ts) and shows the
 * results in the prerendered list, announcing the wait, the count, no match or a failure in
 * the page's status line. Plain DOM code: no page hydrates React (docs/decisions.md, "Scripts").
 * Arrow keys move between the field and the results, as in a list of suggestions.
 */
import { type SearchConfig, searchConfigId, searchFieldId, sectionOf } from "./config";
import { interpolate } from "~/i18n/format";
import { search } from "./pagefind";

function start(): void {
  const root = document.querySelector<HTMLElement>("[data-search-page]");
  const configScript = document.getElementById(searchConfigId);
  if (!root || !configScript) return;
  const config = JSON.parse(configScript.textContent ?? "{}") as SearchConfig;
  const status = root.querySelector<HTMLElement>("[data-search-status]")!;
  const list = root.querySelector<HTMLOListElement>("[data-search-results]")!;
  const template = root.querySelector<HTMLTemplateElement>("template[data-search-result]")!;
  const browse = root.querySelector<HTMLElement>("[data-search-browse]")!;
  const emptyHelp = root.querySelector<HTMLElement>("[data-search-empty-help]")!;
  const field = document.getElementById(searchFieldId) as HTMLInputElement | null;

  root.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const targets = [field, ...list.querySelectorAll("a")].filter(
      (target): target is HTMLInputElement | HTMLAnchorElement => target !== null,
    );
    const index = targets.indexOf(document.activeElement as HTMLInputElement);
    if (index === -1) return;
    const next = targets[index + (event.key === "ArrowDown" ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  });

  const query = (new URLSearchParams(location.search).get("q") ?? "").trim();
  if (field) field.value = query;
  if (!query) return; // The prerendered page already prompts and offers the products and the blog.

  // Until the answer arrives the wait is announced, shown only after 0.6 s (app.css).
  const waiting = document.createElement("span");
  waiting.className = "animate-reveal-late";
  waiting.dataset.loading = "";
  waiting.textContent = config.messages.loading;
  status.replaceChildren(waiting);
  browse.hidden = true;

  search(query).then(
    (results) => {
      const { messages } = config;
      status.textContent = interpolate(
        results.length === 0 ? messages.empty : results.length === 1 ? messages.resultsOne : messages.resultsMany,
        {
          query,
          count: String(results.length),
        },
      );
      list.replaceChildren(
        ...results.map((result) => {
          const item = template.content.firstElementChild!.cloneNode(true) as HTMLLIElement;
          item.querySelector("a")!.href = result.url;
          item.querySelector("[data-result-section]")!.textContent = sectionOf(result.url, config.sections);
          item.querySelector("[data-result-title]")!.textContent = result.title;
          // Pagefind's excerpt is its own escaped text of our pages, with the match in <mark>.
          item.querySelector("[data-result-excerpt]")!.innerHTML = result.excerpt;
          return item;
        }),
      );
      list.hidden = results.length === 0;
      browse.hidden = emptyHelp.hidden = results.length > 0;
    },
    () => {
      status.textContent = config.messages.error;
      browse.hidden = false;
    },
  );
}

start();
