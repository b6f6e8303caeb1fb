import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { BASENAME, PATHS, publicProfilePath } from '../../app/paths';
import { PageLoader } from '../../app/shell/PageLoader';
import { useAccountSummary } from '../account/account.queries';

/**
 * `/ui/profile`: "my public profile". The top bar's entry leads here when
 * nobody is logged in yet, so that the login (which the route's guard asks
 * for) ends on the user's own public profile rather than on the account.
 * The profile page is the server's, not the app's: it is a document load.
 */
export function OwnPublicProfilePage() {
  const account = useAccountSummary();
  const username = account.data?.username;
  useEffect(() => {
    if (username) window.location.replace(`${BASENAME}${publicProfilePath(username)}`);
  }, [username]);
  if (account.isError) return <Navigate to={PATHS.account} replace />;
  return <PageLoader />;
}
