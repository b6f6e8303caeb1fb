import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** The CSP source that allows exactly this inline script: its SHA-256. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/**
 * Lets this reply's page run one static inline script: the app's CSP
 * (helmet) allows scripts from 'self' only, so the script's hash is added to
 * script-src on the pages that carry it. Every other directive stays as the
 * app set it.
 */
export function allowInlineScript(reply: FastifyReply, hash: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  const directives = csp.split(';').map((d) => d.trim());
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  if (index === -1) directives.push(`script-src 'self' ${hash}`);
  else directives[index] = `${directives[index]} ${hash}`;
  reply.header('content-security-policy', directives.filter(Boolean).join(';'));
}
