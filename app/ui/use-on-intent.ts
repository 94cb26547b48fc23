import { type ButtonHTMLAttributes, type PointerEvent, type RefObject, useCallback, useRef, useState } from "react";

export interface Loaded<T> {
  module: T;
  /** The stand-in that was activated had keyboard focus: the real component takes it over. */
  focus: boolean;
}

/**
 * Loads a heavy interactive component only when the visitor shows intent, which keeps
 * Radix's menu and dialog code out of the first load (docs/decisions.md, "Quality bars").
 * Hovering, focusing or touching the plain stand-in fetches the code; activating it
 * (click, Enter, Space, or resting the mouse on it for `hoverDelay` ms) swaps in the real
 * component, already open, with focus carried over. The swap happens only on activation,
 * so the element under the pointer never changes in the middle of a click.
 */
export function useOnIntent<T>(load: () => Promise<T>, { hoverDelay }: { hoverDelay?: number } = {}) {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const preload = useCallback(() => void load().catch(() => {}), [load]);
  const activate = useCallback(() => {
    clearTimeout(hoverTimer.current);
    const focus = trigger.current !== null && document.activeElement === trigger.current;
    load().then(
      (module) => setLoaded({ module, focus }),
      // The code is gone (a new deploy replaced it) or unreachable: load the page afresh,
      // as React Router does for a route module, rather than leave the click unanswered.
      () => {
        if (navigator.onLine) window.location.reload();
      },
    );
  }, [load]);
  const triggerProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: RefObject<HTMLButtonElement | null> } = {
    ref: trigger,
    type: "button",
    onPointerEnter: (event: PointerEvent) => {
      preload();
      if (hoverDelay !== undefined && event.pointerType === "mouse") hoverTimer.current = setTimeout(() => activate(), hoverDelay);
    },
    onPointerLeave: () => clearTimeout(hoverTimer.current),
    onFocus: preload,
    onTouchStart: preload,
    onClick: () => activate(),
  };
  return { loaded, activate, triggerProps };
}
