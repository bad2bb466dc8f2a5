// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFormDraft } from './use-form-draft';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SignUp({ answer }: { answer?: { ok: boolean } }) {
  const draft = useFormDraft('sign-up', answer);
  return (
    <form ref={draft} onSubmit={(event) => event.preventDefault()}>
      <input name="name" />
      <input name="password" type="password" />
      <input name="redirectTo" type="hidden" defaultValue="/Profile" />
      <input name="gender" type="radio" value="male" />
      <input name="gender" type="radio" value="female" />
      <input name="accept_terms" type="checkbox" />
      <textarea name="about" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFormDraft', () => {
  let container: HTMLDivElement;
  let root: Root;
  const field = <T extends Element = HTMLInputElement>(selector: string) =>
    container.querySelector(selector) as unknown as T;
  const type = (selector: string, value: string) =>
    act(() => {
      const control = field<HTMLInputElement>(selector);
      control.value = value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const tick = (selector: string) =>
    act(() => {
      field<HTMLInputElement>(selector).click();
    });
  beforeEach(() => {
    sessionStorage.clear();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<SignUp />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('fills the form in again when the page comes back, passwords excepted', () => {
    type('[name=name]', 'Amal Nasser');
    type('[name=password]', 'jasmine-2026-x');
    type('textarea', 'Hello');
    tick('[value=female]');
    tick('[name=accept_terms]');
    const stored = JSON.stringify(sessionStorage);
    expect(stored).not.toContain('jasmine');
    expect(stored).not.toContain('/Profile');

    // Back: the page is mounted again, empty, and the draft fills it.
    act(() => root.render(<div />));
    act(() => root.render(<SignUp />));
    expect(field('[name=name]').value).toBe('Amal Nasser');
    expect(field<HTMLTextAreaElement>('textarea').value).toBe('Hello');
    expect(field('[value=female]').checked).toBe(true);
    expect(field('[value=male]').checked).toBe(false);
    expect(field('[name=accept_terms]').checked).toBe(true);
    expect(field('[name=password]').value).toBe('');
  });

  it('forgets the draft when the form is sent, and keeps it again when the answer refuses it', () => {
    type('[name=name]', 'Amal Nasser');
    act(() => field<HTMLButtonElement>('button').click());
    expect(sessionStorage.length).toBe(0);
    act(() => root.render(<SignUp answer={{ ok: false }} />));
    expect(JSON.stringify(sessionStorage)).toContain('Amal Nasser');
    act(() => field<HTMLButtonElement>('button').click());
    act(() => root.render(<SignUp answer={{ ok: true }} />));
    expect(sessionStorage.length).toBe(0);
  });
});
