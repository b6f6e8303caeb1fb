import type { profile as en } from '../en/profile';
import type { Messages } from '../types';

export const profile: Messages<typeof en> = {};
