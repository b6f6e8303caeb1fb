import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CvSettings } from '@cv/shared';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { fakeHistoryApi, versionId } from '../../history/testing/fakeHistoryApi';
import { cvDocumentKeys } from '../cvDocuments.queries';
import { buildCv, fakeCvApi } from '../testing/fakeCvApi';
import { useCvAutosave } from './useCvAutosave';
import { useStudioUndo } from './useStudioUndo';

const CV = buildCv();
const LETTER = buildCv({ settings: { paper: 'letter' } });

/**
 * The studio's autosave and its one Undo over the CV's settings and the
 * profile; the profile changes where the server says so (`history.saved`)
 * and the studio's copy of it is updated (`updatedAt`).
 */
function setup() {
  const history = fakeHistoryApi();
  const cvApi = fakeCvApi([CV]);
  const queryClient = createQueryClient();
  queryClient.setQueryData(cvDocumentKeys.detail(CV.id), CV);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ updatedAt }: { updatedAt: number }) => {
      const autosave = useCvAutosave(CV.id);
      return { autosave, studio: useStudioUndo(autosave, updatedAt) };
    },
    { wrapper, initialProps: { updatedAt: 0 } },
  );
  const current = () => hook.result.current.studio;
  /** A profile entry saved from the studio: version `n` holds the profile now, a new step. */
  const profileSaved = async (n: number) => {
    const before = current().undoStamp;
    history.saved(n);
    hook.rerender({ updatedAt: n });
    await waitFor(() => expect(current().undoStamp).not.toBe(before));
  };
  return { history, cvApi, hook, current, profileSaved };
}

describe('useStudioUndo', () => {
  it('undoes a setting and then a profile change newest first, and redoes them oldest first', async () => {
    const { history, cvApi, hook, current, profileSaved } = setup();
    await waitFor(() => expect(history.heads()).toBe(1));
    cvApi.answerSaves(LETTER, CV, LETTER);

    // A CV setting, then a profile entry.
    act(() => hook.result.current.autosave.change({ settings: { paper: 'letter' } }));
    await waitFor(() => expect(cvApi.patches()).toHaveLength(1));
    await profileSaved(2);
    expect(current().canUndo).toBe(true);
    expect(current().canRedo).toBe(false);

    // Undo: the profile's version before first, the CV's setting untouched.
    act(() => current().undo());
    await waitFor(() => expect(history.restores()).toEqual([versionId(1)]));
    expect(cvApi.patches()).toHaveLength(1);
    // Undo again: the setting is back.
    await waitFor(() => expect(current().canUndo).toBe(true));
    act(() => current().undo());
    await waitFor(() => expect(cvApi.patches()).toHaveLength(2));
    expect(cvApi.patches()[1]).toEqual({ settings: { paper: 'a4' } });
    expect(history.restores()).toEqual([versionId(1)]);
    expect(current().canUndo).toBe(false);
    expect(current().canRedo).toBe(true);

    // Redo twice: the setting first, then the profile's version after.
    act(() => current().redo());
    await waitFor(() => expect(cvApi.patches()).toHaveLength(3));
    expect(cvApi.patches()[2]).toEqual({ settings: { paper: 'letter' } });
    expect(history.restores()).toEqual([versionId(1)]);
    act(() => current().redo());
    await waitFor(() => expect(history.restores()).toEqual([versionId(1), versionId(2)]));
    await waitFor(() => expect(current().canRedo).toBe(false));
    expect(cvApi.patches()).toHaveLength(3);

    // The order holds after the redo: the profile change is still the newest.
    await waitFor(() => expect(current().canUndo).toBe(true));
    act(() => current().undo());
    await waitFor(() => expect(history.restores()).toHaveLength(3));
    expect(history.restores()[2]).toBe(versionId(1));
    expect(cvApi.patches()).toHaveLength(3);
  });

  it('lets a new change of either kind end what both could redo', async () => {
    const { history, cvApi, hook, current, profileSaved } = setup();
    await waitFor(() => expect(history.heads()).toBe(1));
    const noPhoto = buildCv({ settings: { photo: false } });
    cvApi.answerSaves(LETTER, CV, noPhoto, CV, noPhoto, CV);

    // A setting and a profile change, both undone.
    act(() => hook.result.current.autosave.change({ settings: { paper: 'letter' } }));
    await waitFor(() => expect(cvApi.patches()).toHaveLength(1));
    await profileSaved(2);
    act(() => current().undo());
    await waitFor(() => expect(history.restores()).toHaveLength(1));
    await waitFor(() => expect(current().canUndo).toBe(true));
    act(() => current().undo());
    await waitFor(() => expect(cvApi.patches()).toHaveLength(2));
    expect(current().canRedo).toBe(true);

    // A new setting: neither the old setting nor the profile's step comes back.
    act(() => hook.result.current.autosave.change({ settings: { photo: false } }));
    await waitFor(() => expect(cvApi.patches()).toHaveLength(3));
    await waitFor(() => expect(current().canRedo).toBe(false));
    act(() => current().redo());
    expect(cvApi.patches()).toHaveLength(3);
    expect(history.restores()).toHaveLength(1);

    // Undo takes back the new setting; Redo re-applies it, and only it.
    act(() => current().undo());
    await waitFor(() => expect(cvApi.patches()).toHaveLength(4));
    expect(cvApi.patches()[3]).toEqual({ settings: { photo: true } });
    await waitFor(() => expect(current().canRedo).toBe(true));
    act(() => current().redo());
    await waitFor(() => expect(cvApi.patches()).toHaveLength(5));
    expect(cvApi.patches()[4]).toEqual({ settings: { photo: false } });
    expect(history.restores()).toHaveLength(1);
    await waitFor(() => expect(current().canRedo).toBe(false));

    // Undone again, then a new profile change: that redo ends too.
    act(() => current().undo());
    await waitFor(() => expect(cvApi.patches()).toHaveLength(6));
    expect(current().canRedo).toBe(true);
    await profileSaved(3);
    await waitFor(() => expect(current().canRedo).toBe(false));
    act(() => current().redo());
    expect(cvApi.patches()).toHaveLength(6);

    // The newest step is the profile's: version 1000 (the undo's) to 3.
    act(() => current().undo());
    await waitFor(() => expect(history.restores()).toEqual([versionId(1), versionId(1000)]));
  });

  it('keeps more than 50 changes of both kinds and takes them back newest first', async () => {
    const { history, cvApi, hook, current, profileSaved } = setup();
    await waitFor(() => expect(history.heads()).toBe(1));
    // The server stores each colour it is sent.
    for (let i = 0; i < 52; i++) {
      cvApi.answerNext('PATCH', `/api/cvs/${CV.id}`, (call) => ({
        status: 200,
        body: buildCv({ settings: (call.body as { settings: Partial<CvSettings> }).settings }),
      }));
    }
    const colour = (n: number) => (n === 0 ? null : `#0000${n.toString(16).padStart(2, '0')}`);

    // 26 colours and 26 profile saves, taking turns: 52 steps.
    for (let n = 1; n <= 26; n++) {
      act(() => hook.result.current.autosave.change({ settings: { accentColor: colour(n) } }));
      await waitFor(() => expect(cvApi.patches()).toHaveLength(n));
      await profileSaved(n + 1);
    }
    for (let n = 26; n >= 1; n--) {
      await waitFor(() => expect(current().canUndo).toBe(true));
      act(() => current().undo());
      await waitFor(() => expect(history.restores().at(-1)).toBe(versionId(n)));
      await waitFor(() => expect(current().canUndo).toBe(true));
      act(() => current().undo());
      await waitFor(() =>
        expect(cvApi.patches().at(-1)).toEqual({ settings: { accentColor: colour(n - 1) } }),
      );
    }
    expect(history.restores()).toHaveLength(26);
    expect(cvApi.patches()).toHaveLength(52);
    expect(current().canUndo).toBe(false);
  }, 60_000);

  it('answers Ctrl/⌘+Z and Ctrl/⌘+Shift+Z with the one timeline, once per key', async () => {
    const { history, cvApi, hook, current, profileSaved } = setup();
    await waitFor(() => expect(history.heads()).toBe(1));
    cvApi.answerSaves(LETTER, CV);
    act(() => hook.result.current.autosave.change({ settings: { paper: 'letter' } }));
    await waitFor(() => expect(cvApi.patches()).toHaveLength(1));
    await profileSaved(2);

    const press = (init: KeyboardEventInit = {}) =>
      act(() => {
        document.body.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true, ...init }),
        );
      });
    press();
    await waitFor(() => expect(history.restores()).toEqual([versionId(1)]));
    // One key, one step: the setting stays as it is.
    expect(cvApi.patches()).toHaveLength(1);
    await waitFor(() => expect(current().canRedo).toBe(true));
    press({ shiftKey: true });
    await waitFor(() => expect(history.restores()).toEqual([versionId(1), versionId(2)]));
    expect(cvApi.patches()).toHaveLength(1);
  });
});
