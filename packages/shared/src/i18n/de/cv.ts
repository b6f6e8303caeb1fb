import type { cv as en } from '../en/cv';
import type { Messages } from '../types';

export const cv: Messages<typeof en> = {};
