import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';

/**
 * How long a login or re-authentication lets a session take dangerous
 * actions (delete the account, change the e-mail address) without asking
 * for the password again — GitHub's "sudo mode".
 */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export const reauthenticationRequired = () =>
  forbidden('reauthentication_required', 'account.errors.reauthenticationRequired');

/** Throws 403 `reauthentication_required` unless the session proved its user recently. */
export function assertRecentlyAuthenticated(request: FastifyRequest, now = Date.now()): void {
  const at = request.authenticatedAt;
  if (!at || now - at.getTime() > REAUTH_WINDOW_MS) throw reauthenticationRequired();
}
