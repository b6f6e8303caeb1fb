import type { FastifyInstance } from 'fastify';

/** `PUT /api/letters/signature`: uploads `bytes` as the owner's signature picture of `type`. */
export const putSignature = (
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer,
  type = 'image/png',
) =>
  app.inject({
    method: 'PUT',
    url: '/api/letters/signature',
    headers: { cookie, 'content-type': type },
    payload: bytes,
  });
