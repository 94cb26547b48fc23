import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows (storage, navigator, "is React running"). The prerendered
 * page and hydration use `prerendered`, so the markup matches; React then re-renders with
 * `inBrowser()`. Neither changes afterwards without a re-render of its own.
 */
export function useBrowserValue<T>(inBrowser: () => T, prerendered: () => T): T {
  return useSyncExternalStore(noSubscription, inBrowser, prerendered);
}
