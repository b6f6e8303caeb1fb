import EditNoteIcon from '@mui/icons-material/EditNote';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from './LinkButton';

/** The name of a document in a list, as a heading that links to its editor. */
export function DocumentTitleLink({
  id,
  to,
  name,
  lineHeight,
  children,
}: {
  /** Names the row's buttons (their aria-describedby). */
  id: string;
  to: string;
  name: string;
  lineHeight?: number;
  /** Shown after the name, e.g. a status chip. */
  children?: ReactNode;
}) {
  return (
    <Typography
      id={id}
      variant="subtitle1"
      component="h3"
      sx={{ fontWeight: 700, lineHeight, overflowWrap: 'anywhere' }}
    >
      <Link component={RouterLink} to={to} color="inherit">
        {name}
      </Link>
      {children}
    </Typography>
  );
}

/** The button of a list row that opens the document in its editor. */
export function OpenDocumentButton({
  to,
  describedBy,
  children,
}: {
  to: string;
  /** The id of the document's name. */
  describedBy: string;
  /** The label. */
  children: ReactNode;
}) {
  return (
    <LinkButton
      to={to}
      variant="outlined"
      size="small"
      startIcon={<EditNoteIcon />}
      aria-describedby={describedBy}
    >
      {children}
    </LinkButton>
  );
}
