import type { CvDocument } from '@cv/shared';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextUndoStamp } from '../../history/undoTimeline';
import {
  cvDocumentKeys,
  useSaveCvDocument,
  valuesBefore,
  type CvChange,
} from '../cvDocuments.queries';

/** The pause in typing after which a text (the name, a typed colour) is saved. */
export const TEXT_SAVE_DELAY_MS = 300;
/** How many changes "Undo" can take back. */
const UNDO_DEPTH = 50;

export type SaveStatus = 'saving' | 'saved' | 'error';

interface UndoStep {
  /** When the change was made (`nextUndoStamp`), kept across undo and redo: its place among the screen's steps. */
  stamp: number;
  /** The values the change replaced: saving them undoes it. */
  before: CvChange;
  /** The change itself: saving it again redoes it. */
  after: CvChange;
}

/** Whether `change` would save what is there already (`before`: the current values). */
function isNoChange(before: CvChange, change: CvChange): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const settings = Object.entries(change.settings ?? {}) as [string, unknown][];
  return (
    (change.name === undefined || change.name === before.name) &&
    settings.every(([key, value]) => same(value, (before.settings as Record<string, unknown>)[key]))
  );
}

/** The fields a change names: 'name' and the settings' keys (the names `schedule` uses). */
function fieldsOf(change: CvChange): string[] {
  return [...(change.name === undefined ? [] : ['name']), ...Object.keys(change.settings ?? {})];
}

/**
 * Autosave for the CV studio. Every change is saved on its own: switches and
 * choices at once (`change`), text after a pause in typing (`schedule`, one
 * timer per field). The change shows at once (optimistic cache), the status
 * line says whether it is saved, and "Undo" saves the values the last change
 * replaced. A failed save is put back on screen; "Retry" sends it again.
 * The steps carry stamps (an `UndoTimeline`), so the studio can merge them
 * with the profile's (`useStudioUndo`).
 */
export function useCvAutosave(id: string) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useSaveCvDocument(id);
  const inFlight = useIsMutating({ mutationKey: cvDocumentKeys.save(id) });
  const [history, setHistory] = useState<readonly UndoStep[]>([]);
  /** Steps undone, the last undone last: what "Redo" saves again until a new change. */
  const [future, setFuture] = useState<readonly UndoStep[]>([]);
  const [failed, setFailed] = useState<CvChange | null>(null);
  /** Fields whose text waits for the pause in typing. */
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(
    new Map<string, { timer: ReturnType<typeof setTimeout>; change: CvChange }>(),
  );
  const saves = useRef(new Set<Promise<unknown>>());

  /** Saves `change`; `undoable`: as a step of "Undo", `redone` (a step "Redo" takes) keeping its stamp. */
  const send = useCallback(
    (change: CvChange, undoable: boolean, redone?: UndoStep) => {
      const cv = queryClient.getQueryData<CvDocument>(cvDocumentKeys.detail(id));
      if (!cv) return;
      const before = valuesBefore(cv, change);
      if (isNoChange(before, change)) return;
      const stamp = redone?.stamp ?? nextUndoStamp();
      if (undoable) {
        setHistory((steps) => [...steps.slice(1 - UNDO_DEPTH), { stamp, before, after: change }]);
        if (!redone) setFuture([]);
      }
      setFailed(null);
      const saving = mutateAsync(change).catch(() => {
        // The cache is back at the old values: there is nothing to undo, only to retry.
        setHistory((steps) => steps.filter((s) => s.stamp !== stamp));
        setFailed(change);
      });
      saves.current.add(saving);
      void saving.finally(() => saves.current.delete(saving));
    },
    [id, mutateAsync, queryClient],
  );

  const forget = useCallback((field: string) => {
    const pending = timers.current.get(field);
    if (pending) clearTimeout(pending.timer);
    timers.current.delete(field);
    setWaiting((fields) => {
      if (!fields.has(field)) return fields;
      const next = new Set(fields);
      next.delete(field);
      return next;
    });
    return pending?.change;
  }, []);

  /** Saves a change now: switches, choices, the section order. */
  const change = useCallback((next: CvChange) => send(next, true), [send]);

  /**
   * Saves `next` once `field` (a name from `fieldsOf`: 'name', 'accentColor')
   * has not changed for the pause in typing.
   */
  const schedule = useCallback(
    (field: string, next: CvChange, delay = TEXT_SAVE_DELAY_MS) => {
      forget(field);
      const timer = setTimeout(() => {
        forget(field);
        send(next, true);
      }, delay);
      timers.current.set(field, { timer, change: next });
      setWaiting((fields) => new Set(fields).add(field));
    },
    [forget, send],
  );

  /** Drops what `field` was waiting to save (its text went back to the saved value). */
  const cancel = useCallback((field: string) => void forget(field), [forget]);

  /** Sends every text still waiting for its pause. */
  const flush = useCallback(() => {
    for (const field of [...timers.current.keys()]) {
      const pending = forget(field);
      if (pending) send(pending, true);
    }
  }, [forget, send]);

  /** Resolves once everything changed so far is saved (or has failed): before a download. */
  const settled = useCallback(async () => {
    flush();
    while (saves.current.size > 0) await Promise.allSettled([...saves.current]);
  }, [flush]);

  const undo = useCallback(() => {
    const last = history.at(-1);
    if (!last) return;
    // A text still waiting would save over the undone value a moment later.
    for (const field of fieldsOf(last.before)) forget(field);
    setHistory((steps) => steps.slice(0, -1));
    setFuture((steps) => [...steps, last]);
    send(last.before, false);
  }, [forget, history, send]);

  const redo = useCallback(() => {
    const next = future.at(-1);
    if (!next) return;
    for (const field of fieldsOf(next.after)) forget(field);
    setFuture((steps) => steps.slice(0, -1));
    send(next.after, true, next);
  }, [forget, future, send]);

  /** Forgets what "Redo" could save again: a newer change was made elsewhere (the profile). */
  const clearRedo = useCallback(() => setFuture([]), []);

  const retry = useCallback(() => {
    if (failed) send(failed, false);
  }, [failed, send]);

  // Leaving the studio mid-word still saves the word.
  useEffect(() => flush, [flush]);

  const status: SaveStatus = failed
    ? 'error'
    : inFlight > 0 || waiting.size > 0
      ? 'saving'
      : 'saved';

  return {
    status,
    /** A save is on its way: the server's preview would not show it yet. */
    saving: inFlight > 0,
    undoStamp: history.at(-1)?.stamp ?? null,
    redoStamp: future.at(-1)?.stamp ?? null,
    isWaiting: (field: string) => waiting.has(field),
    change,
    schedule,
    cancel,
    undo,
    redo,
    clearRedo,
    retry,
    settled,
  };
}

export type CvAutosave = ReturnType<typeof useCvAutosave>;
