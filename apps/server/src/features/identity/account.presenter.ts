import type { Account, Session } from '@cv/shared';
import { recipientLocale } from '../platform/recipient';
import type { AccountRow } from './account.repository';

/** The account as its owner sees it: everything but the password hash. */
export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    status: row.status,
    phone: row.phone,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    hasPassword: row.passwordHash !== null,
    locale: recipientLocale(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who a session belongs to, as login, signup, refresh and login/verify answer it. */
export function toSession(row: AccountRow): Session {
  return {
    accountId: row.id,
    username: row.username,
    status: row.status,
    locale: recipientLocale(row),
  };
}
