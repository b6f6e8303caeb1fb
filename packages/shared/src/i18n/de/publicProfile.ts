import type { publicProfile as en } from '../en/publicProfile';
import type { Messages } from '../types';

export const publicProfile: Messages<typeof en> = {
  notFound: 'Nicht gefunden - Wir konnten das gesuchte Profil nicht finden.',
};
