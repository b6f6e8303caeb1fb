import { useState } from 'react';
import { handleApiError } from '../../api/handleApiError';
import { useHeldWhileClosing } from '../useHeldWhileClosing';

/** The part of a TanStack mutation that a confirmation runs: it takes the item's id. */
interface ItemMutation<Id> {
  isPending: boolean;
  mutate: (
    id: Id,
    options: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
}

interface ItemConfirmationOptions<T> {
  /** After the mutation has succeeded, e.g. the toast that says so. */
  onSuccess: (item: T) => void;
  /** The error toast's title; the generic one without. */
  errorTitle?: (item: T) => string;
}

/**
 * The list item that waits for a yes before a mutation runs on it (delete,
 * revoke, unlink): `ask` opens the question, `dialog` wires ItemConfirmDialog
 * to the mutation. A failure goes the one error path, and the question closes
 * once the mutation has settled, either way.
 */
export function useItemConfirmation<T extends { id: unknown }>(
  mutation: ItemMutation<T['id']>,
  { onSuccess, errorTitle }: ItemConfirmationOptions<T>,
) {
  const [item, setItem] = useState<T | null>(null);
  const shown = useHeldWhileClosing(item);
  const close = () => setItem(null);
  const confirm = (chosen: T) =>
    mutation.mutate(chosen.id, {
      onSuccess: () => onSuccess(chosen),
      onError: (error) => handleApiError(error, { title: errorTitle?.(chosen) }),
      onSettled: close,
    });
  return {
    /**
     * The item asked about, for the dialog's texts: kept while the dialog fades
     * out, so that its title does not lose the name on the way.
     */
    item: shown,
    ask: setItem,
    /** What ItemConfirmDialog needs besides its texts. */
    dialog: { item, pending: mutation.isPending, onCancel: close, onConfirm: confirm },
  };
}
