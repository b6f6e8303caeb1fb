import { useSyncExternalStore } from 'react';
import { getServerSession, getSession, subscribeSession, type SessionState } from './session';

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}
