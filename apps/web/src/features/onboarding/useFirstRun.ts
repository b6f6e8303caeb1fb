import { useEffect } from 'react';
import { useAccount } from '../account/account.queries';
import { useCvDocuments } from '../cv/cvDocuments.queries';
import { useProfile } from '../profile/profile.queries';
import { useShareLinks } from '../sharing/sharing.queries';
import { useFirstRunMemory } from './firstRunMemory';
import { firstRunProgress, type FirstRunProgress } from './firstRunSteps';

export type FirstRunView =
  | { kind: 'loading' }
  /** Nothing to show: a query failed (its own card says so), or all was done before. */
  | { kind: 'none' }
  | { kind: 'dismissed'; progress: FirstRunProgress; reopen: () => void }
  | { kind: 'open'; progress: FirstRunProgress; hasProfile: boolean; dismiss: () => void };

/**
 * The first run of the logged-in owner: the checklist's progress from the
 * server's data (profile, CVs, share links) and this browser's memory of
 * whether it was closed.
 */
export function useFirstRun(): FirstRunView {
  const account = useAccount();
  const profile = useProfile();
  const cvs = useCvDocuments();
  const shareLinks = useShareLinks();
  const [memory, remember] = useFirstRunMemory(account.data?.id);

  const loaded =
    account.data !== undefined &&
    profile.data !== undefined &&
    cvs.data !== undefined &&
    shareLinks.data !== undefined;
  const progress = loaded
    ? firstRunProgress({
        profile: profile.data,
        cvCount: cvs.data.length,
        shareLinks: shareLinks.data,
      })
    : undefined;
  const unfinished = progress !== undefined && !progress.complete;

  useEffect(() => {
    if (unfinished && !memory.seenUnfinished) remember({ seenUnfinished: true });
  }, [unfinished, memory.seenUnfinished, remember]);

  if (!progress) {
    const failed = account.isError || profile.isError || cvs.isError || shareLinks.isError;
    return failed ? { kind: 'none' } : { kind: 'loading' };
  }
  if (memory.dismissed) {
    return { kind: 'dismissed', progress, reopen: () => remember({ dismissed: false }) };
  }
  if (progress.complete && !memory.seenUnfinished) return { kind: 'none' };
  return {
    kind: 'open',
    progress,
    hasProfile: profile.data !== null,
    dismiss: () => remember({ dismissed: true }),
  };
}
