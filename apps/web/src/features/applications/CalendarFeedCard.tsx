import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { formatDate } from '../../app/dates';
import { notify } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from './applications.queries';
import { PanelSection } from './PanelSection';

/** The two questions before the address changes: a new one, or none. */
const QUESTIONS = {
  renew: {
    title: 'applications.calendar.renew',
    text: 'applications.calendar.renewText',
    confirm: 'applications.calendar.renew',
  },
  revoke: {
    title: 'applications.calendar.revokeTitle',
    text: 'applications.calendar.revokeText',
    confirm: 'applications.calendar.revoke',
  },
} as const;

/** The private calendar address of the follow-up dates: made, shown once, renewed or turned off. */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<keyof typeof QUESTIONS | null>(null);

  /** Closes the question and makes the change; a failure is reported. */
  const change = async (request: () => Promise<void>) => {
    setConfirm(null);
    try {
      await request();
    } catch (error) {
      handleApiError(error);
    }
  };
  const make = () => change(async () => setUrl((await create.mutateAsync()).url));
  const turnOff = () =>
    change(async () => {
      await revoke.mutateAsync();
      setUrl(null);
    });
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notify.success(t('applications.calendar.copied'));
  };

  const active = feed.data?.active ?? false;
  // While the dialog closes, it keeps the last question's words.
  const question = QUESTIONS[confirm ?? 'revoke'];
  return (
    <PanelSection title={t('applications.calendar.title')}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('applications.calendar.text')}
      </Typography>
      {url ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            label={t('applications.calendar.url')}
            value={url}
            size="small"
            sx={{ flex: '1 1 280px' }}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-url' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {t('applications.calendar.copy')}
          </Button>
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>
          {active && feed.data?.createdAt
            ? t('applications.calendar.active', { date: formatDate(feed.data.createdAt, locale) })
            : t('applications.calendar.inactive')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {active ? (
          <>
            <Button
              variant="outlined"
              onClick={() => setConfirm('renew')}
              loading={create.isPending}
            >
              {t('applications.calendar.renew')}
            </Button>
            <Button color="error" onClick={() => setConfirm('revoke')} loading={revoke.isPending}>
              {t('applications.calendar.revoke')}
            </Button>
          </>
        ) : (
          <Button variant="outlined" onClick={() => void make()} loading={create.isPending}>
            {t('applications.calendar.create')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        title={t(question.title)}
        text={t(question.text)}
        confirmLabel={t(question.confirm)}
        cancelLabel={t('applications.form.cancel')}
        onConfirm={() => void (confirm === 'renew' ? make() : turnOff())}
        onCancel={() => setConfirm(null)}
        destructive
      />
    </PanelSection>
  );
}
