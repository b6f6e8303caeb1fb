import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one conditional-GET check, for answers whose ETag is known before their
 * body (made once per version and cached): sets the ETag and says whether the
 * request's If-None-Match already names it, so that the route answers 304
 * without producing the body. Weak comparison, as RFC 9110 asks for
 * If-None-Match: `W/"x"` matches `"x"`, and a list or `*` is understood (a
 * cache that holds several versions names them all).
 *
 * Not @fastify/etag: it decides in onSend, after the body is made, hashes
 * every answer in its scope that has no ETag (error answers included) and
 * compares the header as one tag.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
