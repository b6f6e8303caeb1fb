import type { DocQuery } from '@cv/shared';
import { isApiError } from '../../api/client';

/** What the last action in the drawer did: said inside it, where a modal's reader is. */
export interface DrawerStatus {
  severity: 'success' | 'error';
  text: string;
}

/** What each part of the drawer works on: the document, and where it says what its action did. */
export interface DrawerPartProps {
  doc: DocQuery;
  onStatus: (status: DrawerStatus) => void;
}

/** The status line of a failed call: what failed, and the server's reason. */
export function failure(title: string, error: unknown): DrawerStatus {
  return { severity: 'error', text: isApiError(error) ? `${title}: ${error.message}` : title };
}
