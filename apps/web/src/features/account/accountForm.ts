import type { Account, AccountUpdate, AccountUpdateInput } from '@cv/shared';
import type { Control } from 'react-hook-form';

/** What a field of the account form with a picker of its own (birthday, country) is handed. */
export interface AccountFieldProps {
  control: Control<AccountUpdateInput, unknown, AccountUpdate>;
}

/**
 * The account as the edit form holds it: every field a string, '' for none.
 * POST /api/account replaces the whole account, so a form that edits one
 * field (the e-mail on the pending page) starts from this too.
 */
export function toAccountForm(account: Account): AccountUpdateInput {
  return {
    email: account.email ?? '',
    phone: account.phone ?? '',
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    birthday: account.birthday ?? '',
    street: account.street ?? '',
    houseNumber: account.houseNumber ?? '',
    postcode: account.postcode ?? '',
    city: account.city ?? '',
    country: account.country ?? '',
  };
}
