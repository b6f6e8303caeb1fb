import AddLinkIcon from '@mui/icons-material/AddLink';
import ShareIcon from '@mui/icons-material/Share';
import { SHARE_LINK_LIMITS, type ShareLink, type ShareLinkCreated } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { formatDate } from '../../app/dates';
import { notify } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import { ListSkeleton } from '../../components/ContentSkeletons';
import { ItemConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { QueryContent } from '../../components/feedback/QueryContent';
import { useItemConfirmation } from '../../components/feedback/useItemConfirmation';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';
import { ShareLinkCreatedDialog } from './ShareLinkCreatedDialog';
import { shareLinkStatus, todayUtc, type ShareLinkStatus } from './shareLinkStatus';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from './sharing.queries';

const STATUS_COLOR: Record<ShareLinkStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  expired: 'warning',
  revoked: 'default',
};

/** Label and expiry of a new link; the answer (the address) opens the "copy it now" dialog. */
function CreateShareLinkForm({
  disabled,
  onCreated,
}: {
  disabled: boolean;
  onCreated: (link: ShareLinkCreated) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateShareLink();
  const [label, setLabel] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [errors, setErrors] = useState<{ label?: string; expiresAt?: string }>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (expiresAt && expiresAt < todayUtc()) {
      setErrors({ expiresAt: t('account.sharing.errors.expiryPast') });
      return;
    }
    create.mutate(
      { label: label.trim() || null, expiresAt: expiresAt || null },
      {
        onSuccess: (link) => {
          setLabel('');
          setExpiresAt('');
          setErrors({});
          onCreated(link);
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          if (fields.label?.[0] || fields.expiresAt?.[0]) {
            setErrors({ label: fields.label?.[0], expiresAt: fields.expiresAt?.[0] });
            return;
          }
          handleApiError(error, { title: t('account.sharing.links.createError') });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label={t('account.sharing.links.label')}
          value={label}
          onChange={(event) => {
            setLabel(event.target.value);
            setErrors((e) => ({ ...e, label: undefined }));
          }}
          size="small"
          fullWidth
          disabled={disabled}
          error={Boolean(errors.label)}
          helperText={errors.label ?? t('account.sharing.links.labelHint')}
          slotProps={{ htmlInput: { maxLength: SHARE_LINK_LIMITS.labelMax } }}
        />
        <TextField
          label={t('account.sharing.links.expiresAt')}
          type="date"
          value={expiresAt}
          onChange={(event) => {
            setExpiresAt(event.target.value);
            setErrors((e) => ({ ...e, expiresAt: undefined }));
          }}
          size="small"
          disabled={disabled}
          error={Boolean(errors.expiresAt)}
          helperText={errors.expiresAt ?? ' '}
          sx={{ minWidth: { sm: 190 }, width: { xs: '100%', sm: 'auto' } }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayUtc() } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddLinkIcon />}
          loading={create.isPending}
          loadingPosition="start"
          disabled={disabled}
          sx={{ flexShrink: 0, mt: { sm: '1px' }, whiteSpace: 'nowrap' }}
        >
          {create.isPending
            ? t('account.sharing.links.creating')
            : t('account.sharing.links.create')}
        </Button>
      </Stack>
    </Box>
  );
}

/** One link: its label, state, dates and views, and "Revoke" while it works. */
function ShareLinkRow({
  link,
  onRevoke,
}: {
  link: ShareLink;
  onRevoke: (link: ShareLink) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = shareLinkStatus(link);
  const label = link.label ?? t('account.sharing.links.unnamed');
  const details = [
    t('account.sharing.links.created', { date: formatDate(link.createdAt, locale) }),
    link.expiresAt
      ? t('account.sharing.links.expires', { date: formatDate(link.expiresAt, locale) })
      : t('account.sharing.links.noExpiry'),
    t('account.sharing.links.views', { count: link.views }),
  ];
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{
        py: 1.5,
        alignItems: { sm: 'center' },
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
            color={link.label ? undefined : 'textSecondary'}
          >
            {label}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOR[status]}
            label={t(`account.sharing.links.status.${status}`)}
          />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {details.join(' · ')}
        </Typography>
      </Box>
      {status === 'active' && (
        <Button
          color="error"
          size="small"
          aria-label={t('account.sharing.links.revokeLabel', { label })}
          onClick={() => onRevoke(link)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t('account.sharing.links.revoke')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Secret share links: create one (optional label and last day), see each
 * link's state and views, revoke one after a confirmation. The address is
 * shown once, right after it was made; the server keeps only its hash.
 */
export function ShareLinksCard() {
  const { t } = useTranslation();
  const links = useShareLinks();
  const revoke = useRevokeShareLink();
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const active = links.data?.filter((link) => shareLinkStatus(link) === 'active').length ?? 0;
  const full = active >= SHARE_LINK_LIMITS.linksMax;

  const revoking = useItemConfirmation<ShareLink>(revoke, {
    onSuccess: () => notify.success(t('account.sharing.links.revoked')),
    errorTitle: () => t('account.sharing.links.revokeError'),
  });

  return (
    <SectionCard icon={<ShareIcon />} title={t('account.sharing.links.title')}>
      <SectionIntro>{t('account.sharing.links.intro')}</SectionIntro>
      <CreateShareLinkForm disabled={full} onCreated={setCreated} />
      {full && (
        <Typography variant="body2" role="status" sx={{ mb: 1 }}>
          {t('account.sharing.links.limitReached', { max: SHARE_LINK_LIMITS.linksMax })}
        </Typography>
      )}
      <QueryContent
        query={links}
        loading={<ListSkeleton items={2} avatar={false} />}
        errorTitle={t('account.sharing.links.loadError')}
        empty={
          <Typography variant="body2" color="textSecondary">
            {t('account.sharing.links.empty')}
          </Typography>
        }
      >
        {(list) => (
          <Box
            component="ul"
            aria-label={t('account.sharing.links.title')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {[...list].reverse().map((link) => (
              <ShareLinkRow key={link.id} link={link} onRevoke={revoking.ask} />
            ))}
          </Box>
        )}
      </QueryContent>
      <ShareLinkCreatedDialog link={created} onClose={() => setCreated(null)} />
      <ItemConfirmDialog
        {...revoking.dialog}
        title={t('account.sharing.links.revokeTitle')}
        text={t('account.sharing.links.revokeText')}
        confirmLabel={t('account.sharing.links.revokeConfirm')}
        cancelLabel={t('account.sharing.links.cancel')}
        destructive
      />
    </SectionCard>
  );
}
