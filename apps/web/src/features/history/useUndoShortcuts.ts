import { useEffect } from 'react';

/**
 * Ctrl/⌘+Z for `undo`, Ctrl/⌘+Shift+Z and Ctrl+Y for `redo`, anywhere on the
 * page except where a text field has the focus: there the browser's own undo
 * of the typing applies. One screen installs it once (`enabled`).
 */
export function useUndoShortcuts(undo: () => void, redo: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
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
  }, [undo, redo, enabled]);
}

/** Whether the browser's own undo applies where the key was pressed: a text field or formatted editor. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
