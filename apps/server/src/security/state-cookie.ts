import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A short-lived state of a login step kept in the browser instead of in one
 * instance's memory (any instance may answer the next step): JSON with its
 * issue time, signed with the cookie keys (@fastify/cookie), httpOnly,
 * Strict, on the paths of the step only. Used between the password and the
 * second factor, and between a WebAuthn challenge and its answer.
 */
export interface StateCookie<T> {
  set(reply: FastifyReply, value: T): void;
  /** The value of an authentic, unexpired cookie of the request; null otherwise. */
  read(request: FastifyRequest): T | null;
  clear(reply: FastifyReply): void;
}

export function stateCookie<T>(options: {
  name: string;
  path: string;
  ttlSeconds: number;
  schema: z.ZodType<T>;
  publicUrl: string;
}): StateCookie<T> {
  const cookie = {
    httpOnly: true,
    secure: options.publicUrl.startsWith('https:'),
    sameSite: 'strict' as const,
    path: options.path,
  };
  return {
    set(reply, value) {
      const payload = JSON.stringify({ v: value, at: Date.now() });
      reply.setCookie(options.name, payload, {
        ...cookie,
        signed: true,
        maxAge: options.ttlSeconds,
      });
    },
    read(request) {
      const raw = request.cookies[options.name];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || unsigned.value === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(unsigned.value);
      } catch {
        return null;
      }
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { v, at } = parsed as { v?: unknown; at?: unknown };
      if (typeof at !== 'number') return null;
      const age = Date.now() - at;
      if (age < 0 || age > options.ttlSeconds * 1000) return null;
      const value = options.schema.safeParse(v);
      return value.success ? value.data : null;
    },
    clear(reply) {
      reply.clearCookie(options.name, cookie);
    },
  };
}
