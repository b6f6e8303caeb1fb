import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { fakeHistoryApi, versionId } from './testing/fakeHistoryApi';
import { useHistoryUndo, type UndoSource } from './useHistoryUndo';

const PROFILE = { type: 'profile' } as const;

function setup() {
  const api = fakeHistoryApi();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ sources }: { sources: UndoSource[] }) => useHistoryUndo(sources), {
    wrapper,
    initialProps: { sources: [{ doc: PROFILE, updatedAt: 0 }] },
  });
  return { api, hook };
}

describe('useHistoryUndo', () => {
  it('keeps more than 50 saves of the session as steps and undoes them one by one', async () => {
    const { api, hook } = setup();
    await waitFor(() => expect(api.heads()).toBe(1));
    // 55 saves, each a new version on the server.
    for (let n = 2; n <= 56; n++) {
      api.saved(n);
      hook.rerender({ sources: [{ doc: PROFILE, updatedAt: n }] });
      await waitFor(() =>
        expect(api.calls.filter((c) => c.path.endsWith('/head'))).toHaveLength(n),
      );
    }
    await waitFor(() => expect(hook.result.current.canUndo).toBe(true));
    expect(hook.result.current.canRedo).toBe(false);

    // Undo 55 times: each restores the version before the step, newest first.
    for (let n = 55; n >= 1; n--) {
      await waitFor(() => expect(hook.result.current.canUndo).toBe(true));
      act(() => hook.result.current.undo());
      await waitFor(() => expect(api.restores()).toHaveLength(56 - n));
    }
    expect(api.restores()).toEqual(Array.from({ length: 55 }, (_, i) => versionId(55 - i)));
    await waitFor(() => expect(hook.result.current.canUndo).toBe(false));
    expect(hook.result.current.canRedo).toBe(true);

    // Redo takes the first step again: its version after.
    act(() => hook.result.current.redo());
    await waitFor(() => expect(api.restores().at(-1)).toBe(versionId(2)));
  }, 60_000);
  it('answers Ctrl/⌘+Z outside text fields only: inside one the browser undoes the typing', async () => {
    const { api, hook } = setup();
    await waitFor(() => expect(api.heads()).toBe(1));
    api.saved(2);
    hook.rerender({ sources: [{ doc: PROFILE, updatedAt: 2 }] });
    await waitFor(() => expect(hook.result.current.canUndo).toBe(true));

    const input = document.body.appendChild(document.createElement('input'));
    const press = (target: HTMLElement, init: KeyboardEventInit = {}) =>
      act(() => {
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, ...init }),
        );
      });
    press(input);
    expect(api.restores()).toEqual([]);
    press(document.body);
    await waitFor(() => expect(api.restores()).toEqual([versionId(1)]));
    await waitFor(() => expect(hook.result.current.canRedo).toBe(true));
    press(document.body, { shiftKey: true });
    await waitFor(() => expect(api.restores()).toEqual([versionId(1), versionId(2)]));
    input.remove();
  }, 30_000);
});
