/**
 * What one keeper of undo steps (the server's versions of a document, the CV
 * studio's settings) tells a screen that merges several into one Undo and
 * Redo (`useMergedUndo`): when its next steps were made, and how to take them.
 */
export interface UndoTimeline {
  /** When the step Undo takes back next was made (`nextUndoStamp`); null: none. */
  undoStamp: number | null;
  /** When the step Redo re-applies next was made (its first stamp, kept across undo and redo); null: none. */
  redoStamp: number | null;
  /** An undo or redo is under way: its steps change once it is done. */
  busy?: boolean;
  undo: () => void;
  redo: () => void;
  /** Forgets what Redo could re-apply: a newer change was made elsewhere. */
  clearRedo: () => void;
}

let lastStamp = 0;

/** A new step's place in the session's order, across every keeper: later steps get larger numbers. */
export function nextUndoStamp(): number {
  return ++lastStamp;
}
