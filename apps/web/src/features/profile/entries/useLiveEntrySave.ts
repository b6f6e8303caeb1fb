import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Resolver, UseFormReturn } from 'react-hook-form';

export type LiveSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * How long typing must pause before a live edit is saved: short, so that the
 * preview follows the typing (measured in bench/studio). A slow typist may
 * save after each key; the server renders one preview per user at a time and
 * drops the overtaken ones, so that costs little.
 */
export const LIVE_SAVE_DELAY_MS = 100;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves an entry form while it is edited (the CV studio, where the preview
 * follows the typing): valid values are saved once typing pauses, one save
 * after the other; invalid values wait, with their messages shown as usual.
 * `undo` puts back the values the last save replaced and saves them.
 */
export function useLiveEntrySave<Output extends Record<string, unknown>>(
  form: UseFormReturn<FieldValues, unknown, Output>,
  {
    enabled,
    resolver,
    save,
  }: {
    enabled: boolean;
    resolver: Resolver<FieldValues, unknown, Output>;
    save: (values: Output) => Promise<unknown>;
  },
) {
  const [status, setStatus] = useState<LiveSaveStatus>('idle');
  const [canUndo, setCanUndo] = useState(false);
  const saved = useRef<FieldValues>(form.getValues());
  const previous = useRef<FieldValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The latest callbacks without re-subscribing: the studio re-renders while
  // one types, and a new subscription must not drop the pending save.
  const latest = useRef({ resolver, save });
  useEffect(() => {
    latest.current = { resolver, save };
  });

  /** Saves the current values if they are valid and not saved yet; runs after earlier saves. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    queue.current = queue.current.then(async () => {
      const raw = structuredClone(form.getValues());
      if (same(raw, saved.current)) return;
      // The resolver, not trigger(): no focus jumps and no messages on untouched fields.
      try {
        const result = await latest.current.resolver(raw, undefined, {
          fields: {},
          shouldUseNativeValidation: false,
        });
        if (Object.keys(result.errors).length > 0) return;
        setStatus('saving');
        await latest.current.save(result.values as Output);
        previous.current = saved.current;
        saved.current = raw;
        setCanUndo(true);
        setStatus('saved');
        // What was saved is the form's new baseline: nothing unsaved unless typed since.
        form.reset(raw, { keepValues: true, keepErrors: true, keepTouched: true });
      } catch {
        setStatus('failed');
      }
    });
    return queue.current;
  }, [form]);

  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), LIVE_SAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [enabled, form, flush]);

  // Closing the dialog with a save pending: send it rather than lose it.
  useEffect(() => () => void (timer.current !== undefined && flush()), [flush]);

  const undo = useCallback(async () => {
    const before = previous.current;
    if (!before) return;
    previous.current = null;
    setCanUndo(false);
    form.reset(before, { keepDefaultValues: true });
    await flush();
    // The undo itself is not undone again: the step before it is gone.
    previous.current = null;
    setCanUndo(false);
  }, [flush, form]);

  return { status, canUndo, flush, undo };
}
