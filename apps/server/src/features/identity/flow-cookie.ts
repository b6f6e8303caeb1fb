import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { oauthProviderIdSchema, uiRedirectSchema } from '@cv/shared';

/**
 * The state of one external login between `start` and `callback`, kept in
 * the browser rather than on the server (no instance needs another's
 * memory). The cookie is signed (@fastify/cookie's secret),
 * so its content cannot be forged, and httpOnly. SameSite=Lax: the provider
 * sends the browser back with a top-level GET from its own site, which Lax
 * cookies survive and Strict ones do not.
 */
export const FLOW_COOKIE = 'cv_oauth';
export const FLOW_COOKIE_PATH = '/api/oauth';
/** Long enough to log in at the provider, short enough to be useless later. */
export const FLOW_TTL_SECONDS = 10 * 60;

const secret = z.string().min(1).max(256);

const flowSchema = z.object({
  provider: oauthProviderIdSchema,
  state: secret,
  codeVerifier: secret,
  nonce: secret,
  redirect: uiRedirectSchema.optional(),
  /** Set when an account links the provider instead of logging in with it. */
  linkAccountId: z.uuid().optional(),
  /** Epoch milliseconds; the signature protects it, so the age check holds. */
  issuedAt: z.number().int(),
});
export type Flow = z.infer<typeof flowSchema>;

function cookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: publicUrl.startsWith('https:'),
    sameSite: 'lax',
    path: FLOW_COOKIE_PATH,
    signed: true,
  };
}

export function setFlowCookie(reply: FastifyReply, publicUrl: string, flow: Flow): void {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  reply.setCookie(FLOW_COOKIE, value, { ...cookieOptions(publicUrl), maxAge: FLOW_TTL_SECONDS });
}

export function clearFlowCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(FLOW_COOKIE, cookieOptions(publicUrl));
}

/** The flow of the request's cookie, or why there is none usable (for the log). */
export function readFlowCookie(
  request: FastifyRequest,
  now = Date.now(),
): { flow: Flow } | { problem: string } {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return { problem: 'flow cookie missing' };
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null)
    return { problem: 'flow cookie signature invalid' };
  let parsed: z.ZodSafeParseResult<Flow>;
  try {
    parsed = flowSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
  } catch {
    return { problem: 'flow cookie not JSON' };
  }
  if (!parsed.success) return { problem: 'flow cookie malformed' };
  const age = now - parsed.data.issuedAt;
  if (age < 0 || age > FLOW_TTL_SECONDS * 1000) return { problem: 'flow cookie expired' };
  return { flow: parsed.data };
}
