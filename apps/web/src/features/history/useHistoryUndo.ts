import type { DocQuery } from '@cv/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { fetchHead, refreshDocument, restoreVersion } from './history.queries';
import { nextUndoStamp } from './undoTimeline';
import { useUndoShortcuts } from './useUndoShortcuts';

/** Changes of a session that undo can take back. */
export const UNDO_DEPTH = 100;

/** What the editor shows of a document: its query's last update says when to look for a new step. */
export interface UndoSource {
  doc: DocQuery;
  updatedAt: number;
}

interface Step {
  doc: DocQuery;
  /** The version the document was at before the change, and after it. */
  before: string;
  after: string;
  /** When the change was seen (`nextUndoStamp`): its place among other undo steps of the screen. */
  stamp: number;
}

/** What the buttons (and a screen merging these steps with others) read: counts and the next steps' stamps. */
interface Shown {
  undo: number;
  redo: number;
  busy: boolean;
  undoStamp: number | null;
  redoStamp: number | null;
}

const keyOf = (doc: DocQuery) => `${doc.type}:${doc.id ?? ''}`;

/**
 * Undo and redo across saves for the documents an editor changes. Every
 * change the server records is a version; after each save the editor asks
 * which version holds the document now (`head`) and keeps the pair as a
 * step. Undo restores the step's version before, redo the one after, through
 * the same restore as the history panel (itself a recorded change). The
 * steps live in this session's memory only. `keys: false` leaves Ctrl/⌘+Z to
 * a screen that merges these steps with others (`useMergedUndo`).
 */
export function useHistoryUndo(
  sources: readonly UndoSource[],
  { keys = true }: { keys?: boolean } = {},
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>({
    undo: 0,
    redo: 0,
    busy: false,
    undoStamp: null,
    redoStamp: null,
  });
  const past = useRef<Step[]>([]);
  const future = useRef<Step[]>([]);
  const busy = useRef(false);
  const heads = useRef(new Map<string, string>());
  /** Versions made by this hook's own restores: not steps of their own. */
  const ours = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seen = useRef(new Map<string, number>());
  /** What the buttons show, from the steps kept for the async work. */
  const render = useCallback(
    () =>
      setShown({
        undo: past.current.length,
        redo: future.current.length,
        busy: busy.current,
        undoStamp: past.current.at(-1)?.stamp ?? null,
        redoStamp: future.current.at(-1)?.stamp ?? null,
      }),
    [],
  );

  const enqueue = useCallback((work: () => Promise<void>) => {
    queue.current = queue.current.then(work).catch(() => {});
    return queue.current;
  }, []);

  /** Looks for a new version of `doc`: a change saved since the last look is a step. */
  const look = useCallback(
    (doc: DocQuery) => {
      // The change was made by now, whenever its version is known.
      const stamp = nextUndoStamp();
      return enqueue(async () => {
        const head = await fetchHead(doc);
        const key = keyOf(doc);
        const previous = heads.current.get(key);
        heads.current.set(key, head.id);
        if (previous === undefined || previous === head.id || ours.current.has(head.id)) return;
        past.current = [
          ...past.current.slice(1 - UNDO_DEPTH),
          { doc, before: previous, after: head.id, stamp },
        ];
        future.current = [];
        render();
      });
    },
    [enqueue, render],
  );

  const signature = sources.map((s) => `${keyOf(s.doc)}@${s.updatedAt}`).join('|');
  useEffect(() => {
    for (const source of sources) {
      const key = keyOf(source.doc);
      if (seen.current.get(key) === source.updatedAt) continue;
      seen.current.set(key, source.updatedAt);
      void look(source.doc);
    }
    // `signature` names every source and its last update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, look]);

  // A save that leaves the cache as it was (a value typed back) still makes a version.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.mutation.state.status !== 'success') return;
        for (const source of sources) void look(source.doc);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, signature, look],
  );

  /** From the press on, busy: a second press meanwhile would pick a step that is about to move. */
  const move = useCallback(
    (direction: 'undo' | 'redo') => {
      const from = direction === 'undo' ? past : future;
      const to = direction === 'undo' ? future : past;
      if (busy.current || from.current.length === 0) return;
      busy.current = true;
      render();
      void enqueue(async () => {
        const step = from.current.at(-1);
        try {
          if (!step) return;
          const version = await restoreVersion(direction === 'undo' ? step.before : step.after);
          ours.current.add(version.id);
          heads.current.set(keyOf(step.doc), version.id);
          from.current = from.current.slice(0, -1);
          to.current = [...to.current, step];
          await refreshDocument(queryClient, step.doc);
          notify.info(direction === 'undo' ? t('history.undo.undone') : t('history.undo.redone'));
        } catch (error) {
          handleApiError(error, { title: t('history.undo.failed') });
        } finally {
          busy.current = false;
          render();
        }
      });
    },
    [enqueue, queryClient, t, render],
  );

  const undo = useCallback(() => move('undo'), [move]);
  const redo = useCallback(() => move('redo'), [move]);
  const clearRedo = useCallback(
    () =>
      void enqueue(async () => {
        future.current = [];
        render();
      }),
    [enqueue, render],
  );
  useUndoShortcuts(undo, redo, keys);

  return {
    undo,
    redo,
    canUndo: shown.undo > 0 && !shown.busy,
    canRedo: shown.redo > 0 && !shown.busy,
    busy: shown.busy,
    undoStamp: shown.undoStamp,
    redoStamp: shown.redoStamp,
    clearRedo,
  };
}
