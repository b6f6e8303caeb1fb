import { z } from 'zod';

/** The error body of every non-2xx answer: status, error, code, message, optional fieldErrors. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  error: z.string(),
  // Any string on the wire (ErrorCode in the code): a client older than a new
  // code still reads the body.
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export * from './error-codes';
