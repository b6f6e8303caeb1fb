import { isApiError } from '../../api/client';

/** What the last action in the drawer did: said inside it, where a modal's reader is. */
export interface DrawerStatus {
  severity: 'success' | 'error';
  text: string;
}

export type ReportStatus = (status: DrawerStatus) => void;

/** The status line of a failed call: what failed, and the server's reason. */
export function failure(title: string, error: unknown): DrawerStatus {
  return { severity: 'error', text: isApiError(error) ? `${title}: ${error.message}` : title };
}
