import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BASENAME, publicProfilePath } from '../../app/paths';
import { notify } from '../../app/toast';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useProfile } from '../profile/profile.queries';
import { copyText } from './clipboard';

/** The address others open: `${origin}/ui/profile/{username}`. */
export function publicProfileUrl(username: string, origin = window.location.origin): string {
  return `${origin}${BASENAME}${publicProfilePath(username)}`;
}

/**
 * The shared link of the public profile with a copy button. Whether
 * visitors see anything depends on the profile's public-access switch, so
 * the card says so while it is off. Before a profile exists there is nothing
 * to share (the link would show "not found"), so there is no card.
 */
export function PublicProfileLink({ username }: { username: string }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const inputRef = useRef<HTMLInputElement>(null);
  const url = publicProfileUrl(username);
  const isPublic = profile.data?.publicAccess === true;

  const handleCopy = async () => {
    if (await copyText(url)) {
      notify.success(t('account.ui.view.copied'));
      return;
    }
    // Nothing could write the clipboard: select the link for the user to copy.
    inputRef.current?.focus();
    inputRef.current?.select();
    notify.warning(t('account.ui.view.copyFailed'));
  };

  if (profile.data === null) return null;

  return (
    <SectionCard icon={<LinkIcon />} title={t('account.ui.view.publicLink')}>
      <SectionIntro>
        {profile.isSuccess && !isPublic
          ? t('account.ui.view.publicLinkPrivate')
          : t('account.ui.view.publicLinkHint')}
      </SectionIntro>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          id="public-profile-url"
          label={t('account.ui.view.publicLinkLabel')}
          value={url}
          size="small"
          fullWidth
          inputRef={inputRef}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void handleCopy()}
            sx={{ whiteSpace: 'nowrap', flexGrow: { xs: 1, sm: 0 } }}
          >
            {t('account.ui.view.copy')}
          </Button>
          <Button
            variant="text"
            href={url}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
            sx={{ whiteSpace: 'nowrap', flexGrow: { xs: 1, sm: 0 } }}
          >
            {t('account.ui.view.openPublic')}
            <VisuallyHidden> {t('app.opensInNewTab')}</VisuallyHidden>
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
