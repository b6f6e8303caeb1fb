import { useEffect, useEffectEvent } from 'react';
import type { UndoTimeline } from './undoTimeline';
import { useUndoShortcuts } from './useUndoShortcuts';

/**
 * One Undo and Redo over several keepers of steps on one screen (the CV
 * studio: the CV's settings and the profile edited there), with the one
 * Ctrl/⌘+Z handler. Undo takes back the newest step of any of them, Redo
 * re-applies the one undone last (the oldest of those undone). A new change
 * in one ends what every other could redo; nothing is picked while one is
 * busy, as its steps are about to change.
 */
export function useMergedUndo(timelines: readonly UndoTimeline[]) {
  const busy = timelines.some((timeline) => timeline.busy);
  const newestDone = Math.max(0, ...timelines.map((timeline) => timeline.undoStamp ?? 0));
  // Every undone step is newer than every step done, until a new change comes.
  const overtaken = (timeline: UndoTimeline) =>
    timeline.redoStamp !== null && timeline.redoStamp < newestDone;
  const toUndo = timelines
    .filter((timeline) => timeline.undoStamp !== null)
    .sort(byStamp((timeline) => timeline.undoStamp))
    .at(-1);
  const toRedo = timelines
    .filter((timeline) => timeline.redoStamp !== null && !overtaken(timeline))
    .sort(byStamp((timeline) => timeline.redoStamp))[0];

  const clearOvertaken = useEffectEvent(() => {
    for (const timeline of timelines) if (overtaken(timeline)) timeline.clearRedo();
  });
  const signature = timelines.map((t) => `${t.undoStamp}/${t.redoStamp}`).join('|');
  useEffect(() => {
    clearOvertaken();
  }, [signature]);

  const undo = () => {
    if (!busy) toUndo?.undo();
  };
  const redo = () => {
    if (!busy) toRedo?.redo();
  };
  useUndoShortcuts(undo, redo);

  return {
    undo,
    redo,
    canUndo: !busy && toUndo !== undefined,
    canRedo: !busy && toRedo !== undefined,
    busy,
    undoStamp: toUndo?.undoStamp ?? null,
    redoStamp: toRedo?.redoStamp ?? null,
  };
}

/** Oldest first by the stamp `stampOf` reads. */
const byStamp =
  (stampOf: (timeline: UndoTimeline) => number | null) => (a: UndoTimeline, b: UndoTimeline) =>
    (stampOf(a) ?? 0) - (stampOf(b) ?? 0);
