import type { account as en } from '../en/account';
import type { Messages } from '../types';

export const account: Messages<typeof en> = {
  verification: {
    statusCheck: { error: 'Der Verifizierungsstatus Ihres Kontos konnte nicht geprüft werden' },
  },
};
