import { AppError } from '../../http/errors';
import type { TakenError } from './account.repository';

const TAKEN_KEYS = {
  username: 'account.errors.usernameTaken',
  email: 'account.errors.emailTaken',
} as const;

/**
 * The 409 for a username or e-mail another account holds (compared without
 * case), with a field error under each taken field.
 */
export function takenConflict({ fields }: TakenError): AppError {
  const [first = 'username'] = fields;
  return new AppError(409, `${first}_taken`, {
    messageKey: TAKEN_KEYS[first],
    fieldErrors: Object.fromEntries(fields.map((field) => [field, [{ key: TAKEN_KEYS[field] }]])),
  });
}
