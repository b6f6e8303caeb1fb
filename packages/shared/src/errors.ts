import { z } from 'zod';

/** The error body of every non-2xx answer: status, error, code, message, optional fieldErrors. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Stable machine-readable codes. Each has a message under `errors.<code>` in
 * the i18n resources; features add their own codes next to these.
 */
export const ERROR_CODES = [
  'validation',
  'malformed_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'conflict',
  'internal',
  'service_unavailable',
  'malformed_multipart',
  'bad_request',
  'bad_url',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number] | (string & {});
