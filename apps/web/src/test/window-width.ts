/** Window width for components that follow media queries (jsdom has no matchMedia). */
import { vi } from 'vitest';

/** Makes window.matchMedia answer max-width queries as a window `width` pixels wide would. */
export function mockWindowWidth(width: number): void {
  const matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: maxWidth ? width <= Number(maxWidth[1]) : false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    } as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: matchMedia,
  });
}

export function clearWindowWidth(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
