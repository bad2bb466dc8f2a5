// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingSpinner } from './loading-spinner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('LoadingSpinner', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  it('types its text one letter every 100 ms, under three animated dots', () => {
    act(() => root.render(<LoadingSpinner label="Loading" text="Loading" />));
    const typed = () => container.querySelector('[data-testid=spinner-text]')?.textContent;
    expect(container.querySelector('[role=status]')?.getAttribute('aria-label')).toBe('Loading');
    expect(container.querySelectorAll('[data-testid=spinner-dots] > span')).toHaveLength(3);
    expect(typed()).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(typed()).toBe('L');
    act(() => vi.advanceTimersByTime(300));
    expect(typed()).toBe('Load');
    act(() => vi.advanceTimersByTime(1000));
    expect(typed()).toBe('Loading');
  });

  it('shows a picture instead of the dots when given one, and no text unless asked', () => {
    act(() => root.render(<LoadingSpinner label="جارٍ التحميل" imageSrc="/media/logo.webp" />));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/logo.webp');
    expect(container.querySelector('[data-testid=spinner-dots]')).toBeNull();
    expect(container.querySelector('[data-testid=spinner-text]')).toBeNull();
  });
});
