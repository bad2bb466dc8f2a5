// @vitest-environment jsdom
import en from '@jaliya/contract/i18n/en.json';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Form, RouterProvider, useActionData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { ChoiceField } from './choice-field';
import { FormField } from './form-field';
import { SelectField } from './select-field';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every answer of the action is a new object holding the same errors, as a server's would be. */
function errorsOfAnswer() {
  return {
    email: 'Email is not valid',
    password: 'Passwords must be at least 8 characters',
    password_confirmation: 'Password does not match',
    city: 'City is required',
    help: 'Please choose one of the answers',
  };
}

function TestForm() {
  const errors = useActionData<ReturnType<typeof errorsOfAnswer>>() ?? undefined;
  return (
    <Form method="post" noValidate>
      <FormField label="Email" name="email" type="email" required error={errors?.email} />
      <FormField label="Password" name="password" type="password" minLength={8} error={errors?.password} />
      <FormField
        label="Confirm"
        name="password_confirmation"
        type="password"
        isValid={(value, form) =>
          value === (form?.elements.namedItem('password') as HTMLInputElement | null)?.value
        }
        error={errors?.password_confirmation}
      />
      <SelectField
        label="City"
        name="city"
        placeholder="Choose"
        defaultValue=""
        options={[{ value: '1', label: 'Decatur' }]}
        error={errors?.city}
      />
      <ChoiceField
        label="How would you like to help?"
        name="help"
        options={[{ value: 'events', label: 'Events' }]}
        error={errors?.help}
      />
      <button type="submit">Send</button>
    </Form>
  );
}

/** Types into a control as a person does: the value changes, then the input event fires. */
function typeInto(control: HTMLInputElement, value: string) {
  act(() => {
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('field errors while the person fixes them', () => {
  let container: HTMLDivElement;
  let root: Root;
  let router: ReturnType<typeof createMemoryRouter>;
  const shown = (name: string) => container.querySelector(`[data-field-error="${name}"]`)?.textContent;
  const control = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
  const submit = async () => {
    await act(async () => {
      await router.navigate('/', { formMethod: 'post', formData: new FormData() });
    });
  };

  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    router = createMemoryRouter([{ path: '/', Component: TestForm, action: () => errorsOfAnswer() }]);
    await act(async () =>
      root.render(
        <I18nProvider language="en" messages={en}>
          <RouterProvider router={router} />
        </I18nProvider>,
      ),
    );
    await submit();
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('takes an error away once the value is valid, and brings it back when it is not', async () => {
    expect(shown('email')).toBe('Email is not valid');
    typeInto(control('email'), 'karim@');
    expect(shown('email')).toBe('Email is not valid');
    typeInto(control('email'), 'karim@example');
    expect(shown('email')).toBe('Email is not valid');
    expect(control('email').getAttribute('aria-invalid')).toBe('true');
    typeInto(control('email'), 'karim@example.org');
    expect(shown('email')).toBeUndefined();
    expect(control('email').hasAttribute('aria-invalid')).toBe(false);
    expect(control('email').getAttribute('aria-describedby')).toBeNull();
    typeInto(control('email'), '');
    expect(shown('email')).toBe('Email is not valid');

    // Passwords: at least 8 characters, and a confirmation that matches.
    typeInto(control('password'), 'short');
    expect(shown('password')).toBe('Passwords must be at least 8 characters');
    typeInto(control('password'), 'long enough');
    expect(shown('password')).toBeUndefined();
    typeInto(control('password_confirmation'), 'long enoug');
    expect(shown('password_confirmation')).toBe('Password does not match');
    typeInto(control('password_confirmation'), 'long enough');
    expect(shown('password_confirmation')).toBeUndefined();

    // A drop-down's placeholder is no choice; a radio group is fixed by a choice.
    const city = container.querySelector('select') as HTMLSelectElement;
    act(() => {
      city.value = '1';
      city.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(shown('city')).toBeUndefined();
    act(() => {
      city.value = '';
      city.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(shown('city')).toBe('City is required');
    act(() => control('help').click());
    expect(shown('help')).toBeUndefined();

    // The next answer says it again, though its words are the same.
    typeInto(control('email'), 'karim@example.org');
    expect(shown('email')).toBeUndefined();
    await submit();
    expect(shown('email')).toBe('Email is not valid');
    expect(shown('help')).toBe('Please choose one of the answers');
  });
});
