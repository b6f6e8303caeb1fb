import EditNoteIcon from '@mui/icons-material/EditNote';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListSkeleton } from './ContentSkeletons';
import { QueryContent } from './feedback/QueryContent';
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

/** A list of documents as it loads: skeleton rows, the load error with a retry, the empty state, or the list. */
export function DocumentListBody<T>({
  query,
  loadError,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** The load error's title. */
  loadError: string;
  /** Shown while there is no document yet. */
  empty: ReactNode;
  children: (documents: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryContent
      query={query}
      loading={<ListSkeleton items={3} />}
      errorTitle={loadError}
      errorDetail={t('cv.list.loadErrorDetail')}
      empty={empty}
    >
      {children}
    </QueryContent>
  );
}
