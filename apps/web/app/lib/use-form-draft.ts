import { type RefCallback, useCallback, useEffect, useRef } from 'react';

/** What a draft holds: each field's text, or the values of its ticked boxes. */
type Draft = Record<string, string | string[]>;

const PREFIX = 'jaliya:draft:';

/** Controls never written down: secrets, files, and what the page itself puts in the form. */
const UNSTORED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlsOf(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      element.name !== '' &&
      !UNSTORED_TYPES.has(element.type) &&
      element.dataset.draft !== 'off',
  );
}

/** The form's values as a draft. */
export function readDraft(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const control of controlsOf(form)) {
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      const ticked = (draft[control.name] as string[] | undefined) ?? [];
      if (control.checked) ticked.push(control.value);
      draft[control.name] = ticked;
    } else if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (control.checked) draft[control.name] = control.value;
    } else draft[control.name] = control.value;
  }
  return draft;
}

/** Puts a draft's values back into the form's controls. */
export function fillDraft(form: HTMLFormElement, draft: Draft): void {
  for (const control of controlsOf(form)) {
    const value = draft[control.name];
    if (value === undefined) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      control.checked = Array.isArray(value) && value.includes(control.value);
    else if (control instanceof HTMLInputElement && control.type === 'radio')
      control.checked = value === control.value;
    else if (typeof value === 'string') control.value = value;
  }
}

function load(key: string): Draft | undefined {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    const draft = stored ? (JSON.parse(stored) as unknown) : undefined;
    return draft && typeof draft === 'object' ? (draft as Draft) : undefined;
  } catch {
    return undefined;
  }
}

function save(key: string, form: HTMLFormElement): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(readDraft(form)));
  } catch {
    // Storage full or turned off: the form still works, it only forgets on Back.
  }
}

function forget(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}

/**
 * Keeps what was typed in a form for the tab's session, so that coming Back to the page (which
 * mounts the form again, empty) finds it filled in again. Passwords, files and hidden fields are
 * never stored. The draft goes when the form is sent, and comes back if the answer refuses it
 * (the form still shows what was typed). Attach the returned ref to the `<form>`; `answer` is the
 * action's answer (`useActionData`).
 */
export function useFormDraft(key: string, answer: { ok: boolean } | undefined): RefCallback<HTMLFormElement> {
  const form = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (answer && !answer.ok && form.current) save(key, form.current);
  }, [answer, key]);
  return useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      if (!element) return;
      const draft = load(key);
      if (draft) fillDraft(element, draft);
      const keep = () => save(key, element);
      const drop = () => forget(key);
      element.addEventListener('input', keep);
      element.addEventListener('change', keep);
      element.addEventListener('submit', drop);
      return () => {
        element.removeEventListener('input', keep);
        element.removeEventListener('change', keep);
        element.removeEventListener('submit', drop);
        if (form.current === element) form.current = null;
      };
    },
    [key],
  );
}
