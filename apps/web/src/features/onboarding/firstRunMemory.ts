import { useCallback, useState } from 'react';

/**
 * What this browser remembers of the first run, per account: whether the
 * owner closed the checklist, and whether they ever saw it unfinished (an
 * account that had everything done before the checklist existed never
 * needs its "all done").
 */
export interface FirstRunMemory {
  dismissed: boolean;
  seenUnfinished: boolean;
}

const EMPTY: FirstRunMemory = { dismissed: false, seenUnfinished: false };

export function firstRunStorageKey(accountId: string): string {
  return `cv.firstRun.${accountId}`;
}

export function readFirstRunMemory(accountId: string): FirstRunMemory {
  try {
    const raw = localStorage.getItem(firstRunStorageKey(accountId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') {
      const value = parsed as Partial<FirstRunMemory>;
      return { dismissed: value.dismissed === true, seenUnfinished: value.seenUnfinished === true };
    }
  } catch {
    // Storage blocked or a value from elsewhere: start afresh.
  }
  return EMPTY;
}

function writeFirstRunMemory(accountId: string, memory: FirstRunMemory) {
  try {
    localStorage.setItem(firstRunStorageKey(accountId), JSON.stringify(memory));
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

/** The memory of one account (none while the account is unknown), with its setter. */
export function useFirstRunMemory(accountId: string | undefined) {
  const [state, setState] = useState<{ id?: string; memory: FirstRunMemory }>(() => ({
    id: accountId,
    memory: accountId ? readFirstRunMemory(accountId) : EMPTY,
  }));
  // Another account in the same browser: read its own memory.
  let current = state;
  if (state.id !== accountId) {
    current = { id: accountId, memory: accountId ? readFirstRunMemory(accountId) : EMPTY };
    setState(current);
  }
  const update = useCallback(
    (change: Partial<FirstRunMemory>) => {
      if (!accountId) return;
      setState((previous) => {
        const memory = { ...previous.memory, ...change };
        writeFirstRunMemory(accountId, memory);
        return { id: accountId, memory };
      });
    },
    [accountId],
  );
  return [current.memory, update] as const;
}
