import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';

interface UnsavedChangesContext {
  /** Marks one form of the page as edited (true) or saved/discarded (false). */
  setDirty: (source: string, dirty: boolean) => void;
}

const Context = createContext<UnsavedChangesContext | null>(null);

/**
 * Warns before an edited form is left: inside the app with a dialog (the
 * router's blocker), when the tab is closed or reloaded with the browser's own
 * question. A page has several forms; each reports itself through
 * `useUnsavedChanges`, and one router blocker serves them all.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Read when a navigation starts, not during render: a ref, so a form that
  // was just saved can navigate in the same tick.
  const dirty = useRef(new Set<string>());

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const setDirty = useCallback((source: string, value: boolean) => {
    if (value) dirty.current.add(source);
    else dirty.current.delete(source);
  }, []);
  const context = useMemo(() => ({ setDirty }), [setDirty]);

  return (
    <Context.Provider value={context}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('profile.unsaved.title')}
        text={t('profile.unsaved.text')}
        confirmLabel={t('profile.unsaved.leave')}
        cancelLabel={t('profile.unsaved.stay')}
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Context.Provider>
  );
}

/**
 * Reports a form's dirty state to the page's guard (a no-op without one).
 * Returns `release`, which clears it at once, for a save that navigates away.
 */
export function useUnsavedChanges(source: string, isDirty: boolean): () => void {
  const context = useContext(Context);
  useEffect(() => {
    context?.setDirty(source, isDirty);
    return () => context?.setDirty(source, false);
  }, [context, source, isDirty]);
  return useCallback(() => context?.setDirty(source, false), [context, source]);
}
