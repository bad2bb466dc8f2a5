import { type RefObject, useEffect } from 'react';

/**
 * A `<dialog>` shown as a modal each time `opened` counts up (a dialog rendered when first asked
 * for opens as it mounts), and closed by a click on its backdrop, which lands on the dialog
 * element itself. Escape closes it as the browser does, and the focus goes back where it was.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, opened: number): void {
  useEffect(() => {
    const element = dialog.current;
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element?.close();
    };
    element?.addEventListener('click', onClick);
    return () => element?.removeEventListener('click', onClick);
  }, [dialog]);

  useEffect(() => {
    if (opened > 0 && !dialog.current?.open) dialog.current?.showModal();
  }, [dialog, opened]);
}
