import type { DocQuery } from '@cv/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { fetchHead, refreshDocument, restoreVersion } from './history.queries';

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
}

const keyOf = (doc: DocQuery) => `${doc.type}:${doc.id ?? ''}`;

/**
 * Undo and redo across saves for the documents an editor changes. Every
 * change the server records is a version; after each save the editor asks
 * which version holds the document now (`head`) and keeps the pair as a
 * step. Undo restores the step's version before, redo the one after, through
 * the same restore as the history panel (itself a recorded change). The
 * steps live in this session's memory only.
 */
export function useHistoryUndo(sources: readonly UndoSource[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState({ undo: 0, redo: 0, busy: false });
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
      }),
    [],
  );

  const enqueue = useCallback((work: () => Promise<void>) => {
    queue.current = queue.current.then(work).catch(() => {});
    return queue.current;
  }, []);

  /** Looks for a new version of `doc`: a change saved since the last look is a step. */
  const look = useCallback(
    (doc: DocQuery) =>
      enqueue(async () => {
        const head = await fetchHead(doc);
        const key = keyOf(doc);
        const previous = heads.current.get(key);
        heads.current.set(key, head.id);
        if (previous === undefined || previous === head.id || ours.current.has(head.id)) return;
        past.current = [
          ...past.current.slice(1 - UNDO_DEPTH),
          { doc, before: previous, after: head.id },
        ];
        future.current = [];
        render();
      }),
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

  const move = useCallback(
    (direction: 'undo' | 'redo') =>
      enqueue(async () => {
        const from = direction === 'undo' ? past : future;
        const to = direction === 'undo' ? future : past;
        const step = from.current.at(-1);
        if (!step || busy.current) return;
        busy.current = true;
        render();
        try {
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
      }),
    [enqueue, queryClient, t, render],
  );

  const undo = useCallback(() => void move('undo'), [move]);
  const redo = useCallback(() => void move('redo'), [move]);

  // Ctrl/⌘+Z and Ctrl/⌘+Shift+Z (and Ctrl+Y), except where a text field has the
  // focus: there the browser's own undo of the typing applies.
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      if (isEditable(event.target)) return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [undo, redo]);

  return {
    undo,
    redo,
    canUndo: shown.undo > 0 && !shown.busy,
    canRedo: shown.redo > 0 && !shown.busy,
    busy: shown.busy,
  };
}

/** Whether the browser's own undo applies where the key was pressed: a text field or formatted editor. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
