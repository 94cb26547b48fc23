import { type ButtonHTMLAttributes, type RefObject, useCallback, useRef, useState } from "react";

/**
 * Loads a heavy interactive component only when the visitor shows intent, which keeps
 * Radix's menu and dialog code out of the first load (design.md section 6). Hovering,
 * focusing or touching the plain stand-in trigger fetches the code; activating it
 * (click, Enter, Space) swaps in the real component, already open, with focus carried
 * over. The swap happens only on activation, so the element under the pointer never
 * changes in the middle of a click.
 */
export function useOnIntent<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<{ module: T; focus: boolean } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = useCallback(() => void load().catch(() => {}), [load]);
  const activate = useCallback(() => {
    const focus = document.activeElement === trigger.current;
    void load().then((module) => setLoaded({ module, focus }));
  }, [load]);
  const triggerProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: RefObject<HTMLButtonElement | null> } = {
    ref: trigger,
    type: "button",
    onPointerEnter: preload,
    onFocus: preload,
    onTouchStart: preload,
    onClick: activate,
  };
  return { loaded, triggerProps };
}
