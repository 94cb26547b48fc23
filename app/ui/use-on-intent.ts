import { type ButtonHTMLAttributes, type RefObject, useCallback, useRef, useState } from "react";

/**
 * Loads a heavy interactive component only when the visitor shows intent: hovering,
 * focusing, touching or clicking its trigger. Until then a plain trigger stands in,
 * which keeps Radix's menu and dialog code out of the first load (design.md section 6).
 * A click before the code arrives opens it as soon as it does; focus carries over.
 */
export function useOnIntent<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<{ module: T; open: boolean; focus: boolean } | null>(null);
  const wantsOpen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const start = useCallback(() => {
    void load().then((module) => setLoaded({ module, open: wantsOpen.current, focus: document.activeElement === trigger.current }));
  }, [load]);
  const triggerProps: ButtonHTMLAttributes<HTMLButtonElement> & { ref: RefObject<HTMLButtonElement | null> } = {
    ref: trigger,
    type: "button",
    onPointerEnter: start,
    onFocus: start,
    onTouchStart: start,
    onClick: () => {
      wantsOpen.current = true;
      start();
    },
  };
  return { loaded, triggerProps };
}
