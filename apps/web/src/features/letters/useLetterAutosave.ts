import type { Letter } from '@cv/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { changeBetween, type LetterFormValues } from './letterForm';
import { useSaveLetter } from './letters.queries';

/** The pause in typing after which the letter is saved. */
export const LETTER_SAVE_DELAY_MS = 500;

export type LetterSaveStatus = 'idle' | 'waiting' | 'saving' | 'saved' | 'error';

/**
 * Autosave for the letter studio: every change of the form is saved after a
 * pause in typing, as one PATCH of what changed since the last save. A failed
 * save keeps its change pending; the next edit (or `flush`) sends it again.
 */
export function useLetterAutosave(letter: Letter, initial: LetterFormValues) {
  const save = useSaveLetter(letter.id);
  const saved = useRef(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<unknown>>(Promise.resolve());
  const [status, setStatus] = useState<LetterSaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const { mutateAsync } = save;

  const send = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = latest.current;
    const change = changeBetween(saved.current, next);
    if (!change) {
      setStatus((s) => (s === 'waiting' ? 'saved' : s));
      return running.current;
    }
    setStatus('saving');
    const attempt = running.current.then(() =>
      mutateAsync(change).then(
        () => {
          saved.current = next;
          setError(null);
          setStatus(timer.current ? 'waiting' : 'saved');
        },
        (failure: unknown) => {
          setError(failure);
          setStatus('error');
        },
      ),
    );
    running.current = attempt;
    return attempt;
  }, [mutateAsync]);

  const changed = useCallback(
    (values: LetterFormValues) => {
      latest.current = values;
      if (!timer.current && !changeBetween(saved.current, values)) return;
      clearTimeout(timer.current);
      setStatus('waiting');
      timer.current = setTimeout(() => void send(), LETTER_SAVE_DELAY_MS);
    },
    [send],
  );

  /**
   * The letter changed elsewhere (a version restored, an undo): its values
   * become the saved state, so that nothing is sent back. Ignored while a
   * change of the form waits or is being saved: that save comes first.
   * True when the form must show `values`.
   */
  const rebase = useCallback((values: LetterFormValues) => {
    if (timer.current || changeBetween(saved.current, latest.current)) return false;
    if (!changeBetween(saved.current, values)) return false;
    saved.current = values;
    latest.current = values;
    return true;
  }, []);

  // Leaving the studio saves what is still waiting.
  useEffect(() => () => void (timer.current && send()), [send]);

  return {
    changed,
    rebase,
    /** Sends what waits now; resolves when every save is done (before a download). */
    flush: send,
    status,
    error,
    saving: status === 'saving' || status === 'waiting',
  };
}
