import Link from '@mui/material/Link';
import type { ApplicationSummary } from '@cv/shared';
import { Link as RouterLink } from 'react-router';
import { applicationPath } from '../../app/paths';

/** The role as a link to the application's page; the company is said beside it. */
export function ApplicationLink({
  application,
}: {
  application: Pick<ApplicationSummary, 'id' | 'role'>;
}) {
  return (
    <Link
      component={RouterLink}
      to={applicationPath(application.id)}
      sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
    >
      {application.role}
    </Link>
  );
}
