import { type RefObject, useEffect } from 'react';

/**
 * Calls `onDismiss` on a pointer press outside every given element, or on Escape, while
 * `isActive` is true.
 */
export function useDismiss(refs: RefObject<HTMLElement | null>[], isActive: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!isActive) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refs.every((ref) => !ref.current?.contains(target))) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [refs, isActive, onDismiss]);
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
