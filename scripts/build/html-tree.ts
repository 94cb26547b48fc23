/** Reading HTML parsed by parse5 (the parser jsdom uses), without building a DOM: the helpers the build and the gates share. */
import type { DefaultTreeAdapterMap } from "parse5";

export type Element = DefaultTreeAdapterMap["element"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** The elements directly under a node. */
export const childElements = (node: ParentNode): Element[] => node.childNodes.filter((child): child is Element => "tagName" in child);

/** Every element under a node, in document order (not into a template's content, as the DOM's selectors do not). */
export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** An attribute's value (parse5 lowercases names: `charSet` is `charset`). */
export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** Whether a space-separated attribute (`rel`) holds this token. */
export const hasToken = (element: Element, name: string, token: string) => attribute(element, name)?.split(/\s+/).includes(token) ?? false;

/** The text of an element, as the DOM's textContent. */
export function textOf(node: ParentNode): string {
  return node.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "childNodes" in child ? textOf(child) : ""))
    .join("");
}
