import { type RefObject, useEffect } from 'react';

type ElementRef = RefObject<HTMLElement | null>;

/**
 * Calls `onDismiss` on a pointer press outside the given element (and the optional second one,
 * such as the button that opened it), or on Escape, while `isActive` is true. Escape pressed
 * inside a menu also takes focus back to `returnFocusTo` (the menu's button): the links it was on
 * are hidden, and focus would otherwise fall to the top of the page.
 */
export function useDismiss(
  isActive: boolean,
  onDismiss: () => void,
  inside: ElementRef,
  alsoInside?: ElementRef,
  returnFocusTo?: ElementRef,
): void {
  useEffect(() => {
    if (!isActive) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!inside.current?.contains(target) && !alsoInside?.current?.contains(target)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      const wasInside = focused !== null && Boolean(inside.current?.contains(focused));
      onDismiss();
      if (wasInside && focused !== returnFocusTo?.current) returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isActive, onDismiss, inside, alsoInside, returnFocusTo]);
}

/** Stops the page behind an open overlay from scrolling while `isLocked` is true. */
export function useScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isLocked]);
}
