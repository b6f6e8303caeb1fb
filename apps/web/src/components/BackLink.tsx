import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

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
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb, ml: -1 }}>
      {children}
    </Button>
  );
}
