import type { Profile, SectionKind } from '@cv/shared';
import { entryListOf } from '@cv/shared';
import { useState } from 'react';
import { ALWAYS_SHOWN, EDITOR_ORDER } from './editorSections';

/**
 * Which fixed sections the editor shows: the classic ones always, the others
 * once they have entries or the owner added them ("Add section"). A section
 * shown stays for the visit, so deleting its last entry does not pull it
 * (and the keyboard focus) away.
 */
export function useShownSections(profile: Profile) {
  const [revealed, setRevealed] = useState<readonly SectionKind[]>([]);
  const used = EDITOR_ORDER.filter(
    (kind) => !ALWAYS_SHOWN.includes(kind) && entryListOf(profile, kind).length > 0,
  );
  const unseen = used.filter((kind) => !revealed.includes(kind));
  if (unseen.length > 0) setRevealed([...revealed, ...unseen]);

  const isShown = (kind: SectionKind) =>
    ALWAYS_SHOWN.includes(kind) || revealed.includes(kind) || used.includes(kind);
  return {
    shown: EDITOR_ORDER.filter(isShown),
    hidden: EDITOR_ORDER.filter((kind) => !isShown(kind)),
    reveal: (kind: SectionKind) =>
      setRevealed((current) => (current.includes(kind) ? current : [...current, kind])),
  };
}
