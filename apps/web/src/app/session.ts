import { ACCOUNT_STATUSES, STORAGE_KEYS, type AccountStatus } from '@cv/shared';

/**
 * The browser's view of the login: a boolean flag and the account status,
 * both in localStorage so that they survive reloads and
 * are shared between tabs. The server's cookies stay the source of truth; this
 * state only decides what the UI shows and where the guards send the user.
 */
export interface SessionState {
  loggedIn: boolean;
  status: AccountStatus | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionState | null = null;

const LOGGED_OUT: SessionState = { loggedIn: false, status: null };

function read(): SessionState {
  // A server render has no storage: it renders what a visitor sees.
  if (typeof localStorage === 'undefined') return LOGGED_OUT;
  const status = localStorage.getItem(STORAGE_KEYS.accountStatus);
  return {
    loggedIn: localStorage.getItem(STORAGE_KEYS.loggedIn) === 'true',
    status: (ACCOUNT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as AccountStatus)
      : null,
  };
}

function emit() {
  snapshot = null;
  for (const listener of listeners) listener();
}

/**
 * What a server render assumes, and so what the app shows while it takes over
 * a server-rendered page: nobody logged in (the server renders the first
 * screen only for browsers without a session).
 */
export const getServerSession = (): SessionState => LOGGED_OUT;

/** A stable snapshot, as useSyncExternalStore requires. */
export function getSession(): SessionState {
  const next = read();
  if (!snapshot || snapshot.loggedIn !== next.loggedIn || snapshot.status !== next.status) {
    snapshot = next;
  }
  return snapshot;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markLoggedIn(status?: AccountStatus | null) {
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
  if (status) localStorage.setItem(STORAGE_KEYS.accountStatus, status);
  emit();
}

export function setAccountStatus(status: AccountStatus | null) {
  if (status) localStorage.setItem(STORAGE_KEYS.accountStatus, status);
  else localStorage.removeItem(STORAGE_KEYS.accountStatus);
  emit();
}

/** Logout, a failed refresh or a 401 from login/signup: both keys go. */
export function markLoggedOut() {
  localStorage.removeItem(STORAGE_KEYS.loggedIn);
  localStorage.removeItem(STORAGE_KEYS.accountStatus);
  emit();
}

// Another tab logging in or out changes what this tab should show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.loggedIn ||
      event.key === STORAGE_KEYS.accountStatus
    ) {
      emit();
    }
  });
}
