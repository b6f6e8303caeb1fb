import type { account as en } from '../en/account';
import type { Messages } from '../types';

export const account: Messages<typeof en> = {};
