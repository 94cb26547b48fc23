/**
 * The search page's script, and the only one it adds to the page's enhancements: reads `q` from
 * the address, searches the page language's Pagefind index (./pagefind.ts) and shows the
 * results in the prerendered list, announcing the wait, the count, no match or a failure in
 * the page's status line. Plain DOM code: no page hydrates React (docs/decisions.md, "Scripts").
 * Arrow keys move between the field and the results, as in a list of suggestions.
 */
import { groupOf, namedFirst, type SearchConfig, searchConfigId, searchFieldId, sectionOf } from "./config";
import { interpolate } from "~/i18n/format";
import { search } from "./pagefind";

function start(): void {
  const root = document.querySelector<HTMLElement>("[data-search-page]");
  const configScript = document.getElementById(searchConfigId);
  if (!root || !configScript) return;
  const config = JSON.parse(configScript.textContent ?? "{}") as SearchConfig;
  const status = root.querySelector<HTMLElement>("[data-search-status]")!;
  const results = root.querySelector<HTMLElement>("[data-search-results]")!;
  const summary = root.querySelector<HTMLTemplateElement>('template[data-search-result="summary"]')!;
  const passage = root.querySelector<HTMLTemplateElement>('template[data-search-result="passage"]')!;
  const browse = root.querySelector<HTMLElement>("[data-search-browse]")!;
  const emptyHelp = root.querySelector<HTMLElement>("[data-search-empty-help]")!;
  const field = document.getElementById(searchFieldId) as HTMLInputElement | null;

  root.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const targets = [field, ...results.querySelectorAll("a")].filter(
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
    (matches) => {
      const { messages } = config;
      status.textContent = interpolate(
        matches.length === 0 ? messages.empty : matches.length === 1 ? messages.resultsOne : messages.resultsMany,
        {
          query,
          count: String(matches.length),
        },
      );
      // Best first within each group (a product the query names before the rest); the groups in the page's
      // order (products, articles, other pages).
      for (const group of results.querySelectorAll<HTMLElement>("[data-result-group]")) {
        const inGroup = matches.filter((result) => groupOf(result.url, config.sections) === group.dataset.resultGroup);
        const found = group.dataset.resultGroup === "products" ? namedFirst(inGroup, query) : inGroup;
        group.querySelector("ol")!.replaceChildren(
          ...found.map((result) => {
            const isArticle = group.dataset.resultGroup === "articles";
            const item = (isArticle ? passage : summary).content.firstElementChild!.cloneNode(true) as HTMLLIElement;
            item.querySelector("a")!.href = result.url;
            // A page is named as the menu names it ("Pricing"), not by its headline; a product by its name.
            item.querySelector("[data-result-title]")!.textContent =
              group.dataset.resultGroup === "pages" ? sectionOf(result.url, config.sections) : result.title;
            const status = item.querySelector<HTMLElement>("[data-result-status]");
            if (status && result.status) {
              status.textContent = result.status;
              status.hidden = false;
            }
            const text = item.querySelector("[data-result-text]")!;
            if (isArticle) item.querySelector("[data-result-section]")!.textContent = sectionOf(result.url, config.sections);
            // A product or a page says what it is in its hero's summary (an excerpt would run its labels together);
            // an article shows the passage that matched: Pagefind's own escaped text of our pages, with the match in <mark>.
            if (!isArticle && result.description) text.textContent = result.description;
            else text.innerHTML = result.excerpt;
            return item;
          }),
        );
        group.hidden = found.length === 0;
      }
      results.hidden = matches.length === 0;
      browse.hidden = emptyHelp.hidden = matches.length > 0;
    },
    () => {
      status.textContent = config.messages.error;
      browse.hidden = false;
    },
  );
}

start();
