import Button, { type ButtonProps } from '@mui/material/Button';

export type ItemActionButtonProps = Omit<ButtonProps, 'children' | 'aria-label'> & {
  /** What the button does, as shown. */
  label: string;
  /** What it does it to; read out after the label. */
  item: string;
};

/**
 * A button of a list row: it shows the action alone, while its accessible name
 * ("Restore: My CV") says which row it belongs to, as every row has one.
 */
export function ItemActionButton({ label, item, ...props }: ItemActionButtonProps) {
  return (
    <Button aria-label={`${label}: ${item}`} {...props}>
      {label}
    </Button>
  );
}
