/**
 * Closes the native popover an element sits in. A link inside a popover menu calls it on
 * click: a client-side navigation keeps the document, so the browser would leave the
 * popover open on the next page.
 */
export function closePopover(element: Element): void {
  const popover = element.closest<HTMLElement>("[popover]");
  if (popover?.matches(":popover-open")) popover.hidePopover();
}
