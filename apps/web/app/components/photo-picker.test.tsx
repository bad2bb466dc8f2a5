// @vitest-environment jsdom
import en from '@jaliya/contract/i18n/en.json';
import { PHOTO_FILE_TYPES } from '@jaliya/contract/limits';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { PhotoPicker } from './photo-picker';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The answers the fake server gives, one per upload, in order. */
let answers: Array<{ status: number; body: unknown } | 'network'> = [];

/** An XMLHttpRequest that answers from `answers` instead of the network. */
class FakeRequest extends EventTarget {
  status = 0;
  responseText = '';
  upload = new EventTarget();
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send() {
    const answer = answers.shift() ?? 'network';
    queueMicrotask(() => {
      if (answer === 'network') {
        this.dispatchEvent(new Event('error'));
        return;
      }
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.dispatchEvent(new Event('load'));
    });
  }
}

const photo = (id: number) => ({
  status: 200,
  body: { data: { id, image: { url: `/images/${id}.webp`, width: 800, height: 600, alt: '' } } },
});
const refused = {
  status: 400,
  body: {
    error: {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { photo: 'Please choose a JPEG, PNG, WebP or AVIF photo' },
    },
  },
};

describe('PhotoPicker', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <I18nProvider language="en" messages={en}>
          <PhotoPicker
            name="photoIds"
            label="Photos"
            hint="Up to 10."
            max={10}
            initial={[]}
            error={undefined}
          />
        </I18nProvider>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const choose = async (...names: string[]) => {
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const files = names.map((name) => new File(['x'], name, { type: 'image/png' }));
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  const hint = () => container.querySelector('fieldset > p')?.textContent;

  it('offers the formats the server takes, as its refusal names them', () => {
    expect(container.querySelector('input[type=file]')?.getAttribute('accept')).toBe(PHOTO_FILE_TYPES);
    expect(PHOTO_FILE_TYPES).not.toMatch(/heic/);
    for (const type of PHOTO_FILE_TYPES.split(',')) {
      const name = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/avif': 'AVIF' }[
        type
      ];
      expect(name, type).toBeDefined();
      expect(en.validation.photoInvalid).toContain(name);
    }
  });

  it('drops a refused file from the count and says why, with nothing to retry', async () => {
    answers = [photo(1), refused];
    await choose('shop.png', 'menu.gif');
    expect(hint()).toContain('(1 of 10)');
    expect(container.querySelectorAll('li img')).toHaveLength(1);
    expect(container.querySelector('[data-testid=photoIds-refused]')?.textContent).toBe(
      '“\u2068menu.gif\u2069” was not added: Please choose a JPEG, PNG, WebP or AVIF photo',
    );
    expect(container.querySelector('[data-testid=photoIds-refused]')?.getAttribute('role')).toBe('alert');
    expect(container.textContent).not.toContain(en.directory.form.retry);
    expect(container.querySelectorAll('input[type=hidden][name=photoIds]')).toHaveLength(1);
  });

  it('keeps a photo lost to the connection or the server, with a retry that sends it again', async () => {
    answers = [
      'network',
      {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
      },
    ];
    await choose('shop.png', 'door.png');
    expect(hint()).toContain('(2 of 10)');
    const retries = [...container.querySelectorAll('button')].filter(
      (button) => button.textContent === en.directory.form.retry,
    );
    expect(retries).toHaveLength(2);
    expect(container.textContent).toContain(en.directory.form.uploadFailed);
    answers = [photo(7)];
    await act(async () => {
      retries[0]?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelectorAll('input[type=hidden][name=photoIds]')).toHaveLength(1);
    expect(hint()).toContain('(2 of 10)');
  });
});
