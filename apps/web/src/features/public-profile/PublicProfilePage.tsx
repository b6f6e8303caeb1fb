import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../app/useSession';
import { useAccountSummary } from '../account/account.queries';
import { usePublicProfile } from './publicProfile.queries';
import { PublicProfileView } from './PublicProfileView';
import {
  PublicProfileLoadError,
  PublicProfileNotFound,
  PublicProfileSkeleton,
} from './PublicProfileStates';

/**
 * The shared link: no app bar and no footer (the route's
 * bare layout). Anyone may open it; the owner, logged in, also gets the way
 * to edit the profile and to download the PDF.
 */
export function PublicProfilePage() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const profile = usePublicProfile(username);
  const { loggedIn } = useSession();
  // The shell's account query (already in the first chunk): GET /api/account's username.
  const account = useAccountSummary();
  const ownUsername = loggedIn ? account.data?.username : undefined;
  const data = profile.data;
  const isOwner =
    Boolean(data && ownUsername) && ownUsername?.toLowerCase() === data?.username.toLowerCase();

  // The server's HTML already names the person; keep that once the page is here.
  const title = data
    ? [data.displayName, data.jobTitle].filter(Boolean).join(' – ')
    : data === null
      ? t('publicProfile.notFoundTitle')
      : undefined;
  useEffect(() => {
    if (title) document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  if (data) return <PublicProfileView profile={data} isOwner={isOwner} />;
  if (data === null) return <PublicProfileNotFound />;
  if (profile.isError) return <PublicProfileLoadError onRetry={() => void profile.refetch()} />;
  return <PublicProfileSkeleton />;
}
