/**
 * Runs `load` once the browser has nothing else to do: for code the first
 * screen does not show (the side menu, the language menu) but the next click
 * may, so that it is there by then without weighing on the first screen.
 */
export function whenIdle(load: () => unknown): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => void load(), { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => void load(), 1000);
  return () => clearTimeout(id);
}
