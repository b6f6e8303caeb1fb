import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export type LinkButtonProps = Omit<ButtonProps<typeof RouterLink>, 'component'>;

/** A button that goes to a page of the app: a link, styled as a button. */
export function LinkButton(props: LinkButtonProps) {
  return <Button component={RouterLink} {...props} />;
}
