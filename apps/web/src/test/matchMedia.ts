import { vi } from 'vitest';

/**
 * jsdom has no matchMedia. This one answers the queries MUI and the logo use
 * (min-width, max-width, prefers-color-scheme) for a given viewport.
 */
export function mockViewport({ width, dark = false }: { width: number; dark?: boolean }) {
  const matches = (query: string) =>
    query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .every((part) => {
        const min = /min-width:\s*([\d.]+)px/.exec(part);
        if (min) return width >= Number(min[1]);
        const max = /max-width:\s*([\d.]+)px/.exec(part);
        if (max) return width <= Number(max[1]);
        const scheme = /prefers-color-scheme:\s*(dark|light)/.exec(part);
        if (scheme) return (scheme[1] === 'dark') === dark;
        return false;
      });
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
