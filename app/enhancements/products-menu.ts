/** Hover timing of the products menu (docs/decisions.md, "Stack"). */
const openDelayMs = 200;
const skipDelayMs = 300;

/**
 * Hover behaviour for the products menu's `<details>` (marked `data-hover-menu`), on top of
 * what the browser already does (a click or Enter on its summary toggles it, before and
 * without JavaScript): resting the mouse on it opens it after 200 ms, or at once within 300 ms
 * of leaving it; the click that follows a hover-open keeps it open; leaving it, Escape or a
 * click outside closes it, and Escape gives focus back to its summary.
 */
export function openProductsMenuOnHover(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-hover-menu]")) {
    const area = menu.parentElement ?? menu;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let openedByHover = false;
    let leftAt = -Infinity;

    area.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      if (menu.open) return;
      const open = () => {
        openedByHover = true;
        menu.open = true;
      };
      if (performance.now() - leftAt < skipDelayMs) open();
      else timer = setTimeout(open, openDelayMs);
    });
    area.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(timer);
      leftAt = performance.now();
      if (openedByHover) menu.open = false;
    });
    menu.querySelector("summary")?.addEventListener("click", (event) => {
      // A hover opened it: this click confirms, it does not close.
      if (openedByHover && menu.open) event.preventDefault();
      openedByHover = false;
    });
    const close = (event: Event) => {
      if (!menu.open) return;
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event.type === "click" && menu.contains(event.target as Node)) return;
      menu.open = false;
      openedByHover = false;
      if (event instanceof KeyboardEvent && menu.contains(document.activeElement)) menu.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    // Back to this page from the history: it opens as it was left, so close what the visitor left open.
    addEventListener("pageshow", (event) => {
      if (event.persisted) menu.open = false;
    });
  }
}
