import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './cv-filename';

/**
 * A file answer: its type and its name, never cached (it holds private
 * data). The caller adds any further header and sends the body.
 */
export function privateDownload(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store');
}
