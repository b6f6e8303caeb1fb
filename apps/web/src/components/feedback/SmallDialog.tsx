import Dialog from '@mui/material/Dialog';
import type { ReactNode } from 'react';

export interface SmallDialogProps {
  open: boolean;
  /** The id of the title, which names the dialog. */
  titleId: string;
  /** The id of a text that describes the dialog. */
  describedBy?: string;
  /** While the answer is on its way, Escape and the backdrop leave the dialog open. */
  pending?: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** A narrow dialog asking for one answer: a question, or a form of a few fields. */
export function SmallDialog({
  open,
  titleId,
  describedBy,
  pending = false,
  onCancel,
  children,
}: SmallDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      maxWidth="xs"
      fullWidth
    >
      {children}
    </Dialog>
  );
}
