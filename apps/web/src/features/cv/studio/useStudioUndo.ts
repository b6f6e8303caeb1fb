import type { DocQuery } from '@cv/shared';
import { useMemo } from 'react';
import { useHistoryUndo } from '../../history/useHistoryUndo';
import { useMergedUndo } from '../../history/useMergedUndo';
import type { CvAutosave } from './useCvAutosave';

const PROFILE: DocQuery = { type: 'profile' };

/**
 * The studio's one Undo and Redo (buttons and Ctrl/⌘+Z): the CV's settings
 * as the autosave keeps them and the profile's entries and sections edited
 * here, as the profile editor's Undo keeps them (its versions), newest
 * first. `profileUpdatedAt`: when the studio's copy of the profile last
 * changed; undefined while there is none.
 */
export function useStudioUndo(autosave: CvAutosave, profileUpdatedAt: number | undefined) {
  const sources = useMemo(
    () => (profileUpdatedAt === undefined ? [] : [{ doc: PROFILE, updatedAt: profileUpdatedAt }]),
    [profileUpdatedAt],
  );
  const profile = useHistoryUndo(sources, { keys: false });
  return useMergedUndo([autosave, profile]);
}

export type StudioUndo = ReturnType<typeof useStudioUndo>;
