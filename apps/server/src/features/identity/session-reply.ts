import type { FastifyReply } from 'fastify';
import type { Session } from '@cv/shared';
import { setSessionCookies } from '../../security/session-cookies';
import { toSession } from './account.presenter';
import type { Authenticated } from './auth.service';

/**
 * Hands a new or renewed session to the browser: its tokens go into the
 * cookies, and the answer says whose session it is.
 */
export function sessionReply(
  reply: FastifyReply,
  publicUrl: string,
  { account, tokens }: Authenticated,
): Session {
  setSessionCookies(reply, publicUrl, tokens);
  return toSession(account);
}
