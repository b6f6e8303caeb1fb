import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

interface BackLinkProps {
  /** The page one level up. */
  to: string;
  children: ReactNode;
  /** Space below, in theme units. */
  mb?: number;
}

/** The way back above a page's heading: a link that looks like a text button. */
export function BackLink({ to, children, mb = 2 }: BackLinkProps) {
  return (
    <LinkButton to={to} startIcon={<ArrowBackIcon />} sx={{ mb, ml: -1 }}>
      {children}
    </LinkButton>
  );
}
