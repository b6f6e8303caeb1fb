import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Application, ApplicationStage } from '@cv/shared';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { formatDate } from '../../app/dates';
import { PATHS } from '../../app/paths';
import { notify } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import { BackLink } from '../../components/BackLink';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { DocumentSelect } from '../../components/form/DocumentSelect';
import { selectOptions } from '../../components/form/selectOptions';
import { LoadError, QueryLoadError } from '../../components/feedback/LoadError';
import { RichText } from '../../components/rich-text/RichText';
import { useCvDocuments } from '../cv/cvDocuments.queries';
import { useLetters } from '../letters/letters.queries';
import { ApplicationFormDialog } from './ApplicationFormDialog';
import { MatchReportCard } from './MatchReportCard';
import { stageOptions } from './stageOptions';
import {
  downloadSent,
  useApplication,
  useDeleteApplication,
  useMoveApplication,
  useUpdateApplication,
} from './applications.queries';

/** `/ui/applications/:id`: one application — its stage, documents as sent, match report, posting, contacts, history. */
export function ApplicationDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const application = useApplication(id);
  const back = <BackLink to={PATHS.applications}>{t('applications.detail.back')}</BackLink>;
  if (application.isError) {
    const gone = isApiError(application.error) && application.error.status === 404;
    return (
      <PageContainer>
        {back}
        {gone ? (
          <LoadError title={t('applications.detail.notFound')} detail="" />
        ) : (
          <QueryLoadError title={t('applications.page.loadError')} query={application} />
        )}
      </PageContainer>
    );
  }
  if (application.isPending) {
    return (
      <PageContainer aria-busy="true">
        {back}
        <Skeleton variant="text" height={56} width="60%" />
        <Skeleton variant="rectangular" height={240} />
      </PageContainer>
    );
  }
  return <ApplicationDetails application={application.data} back={back} />;
}

function ApplicationDetails({ application, back }: { application: Application; back: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [applying, setApplying] = useState(false);
  const move = useMoveApplication();
  const update = useUpdateApplication(application.id);
  const remove = useDeleteApplication();
  const words = { role: application.role, company: application.company };

  const moveTo = (stage: ApplicationStage) =>
    move.mutate(
      { id: application.id, stage, from: application.stage },
      {
        onSuccess: () =>
          notify.success(
            t('applications.board.moved', { stage: t(`applications.stages.${stage}`) }),
          ),
        onError: (error) => handleApiError(error),
      },
    );

  const handleDelete = async () => {
    setDeleting(false);
    try {
      await remove.mutateAsync(application.id);
      notify.success(t('applications.detail.deleted'));
      void navigate(PATHS.applications);
    } catch (error) {
      handleApiError(error);
    }
  };

  const salary =
    application.salaryMin !== null || application.salaryMax !== null
      ? [application.salaryMin, application.salaryMax]
          .map((n) => (n === null ? '…' : n.toLocaleString(locale)))
          .join(' – ') + (application.salaryCurrency ? ` ${application.salaryCurrency}` : '')
      : null;
  const facts: [string, ReactNode][] = [
    [t('applications.fields.location'), application.location],
    [
      t('applications.fields.workMode'),
      application.workMode && t(`applications.workModes.${application.workMode}`),
    ],
    [t('applications.detail.salary'), salary],
    [t('applications.fields.source'), application.source],
    [
      t('applications.fields.appliedOn'),
      application.appliedOn && formatDate(application.appliedOn, locale),
    ],
    [t('applications.fields.nextStep'), application.nextStep],
    [
      t('applications.fields.followUpOn'),
      application.followUpOn && formatDate(application.followUpOn, locale),
    ],
  ];

  return (
    <PageContainer>
      <PageHeader
        before={back}
        title={`${application.role} – ${application.company}`}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {application.stage === 'saved' && (
              <Button
                variant="contained"
                startIcon={<SendOutlinedIcon />}
                onClick={() => setApplying(true)}
              >
                {t('applications.detail.markApplied')}
              </Button>
            )}
            <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              {t('applications.detail.edit')}
            </Button>
            <Button
              startIcon={<ArchiveOutlinedIcon />}
              onClick={() =>
                update.mutate(
                  { archived: !application.archived },
                  { onError: (e) => handleApiError(e) },
                )
              }
            >
              {t(
                application.archived
                  ? 'applications.detail.unarchive'
                  : 'applications.detail.archive',
              )}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setDeleting(true)}
            >
              {t('applications.detail.delete')}
            </Button>
          </Stack>
        }
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <TextField
            select
            label={t('applications.fields.stage')}
            value={application.stage}
            onChange={(event) => moveTo(event.target.value as ApplicationStage)}
            size="small"
            sx={{ minWidth: 200, mb: 2 }}
          >
            {selectOptions(stageOptions(t))}
          </TextField>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 3,
              rowGap: 0.5,
              m: 0,
            }}
          >
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="textSecondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
          {application.postingUrl && (
            <Link
              href={application.postingUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
            >
              {t('applications.detail.openPosting')}
              <OpenInNewIcon fontSize="small" aria-hidden />
            </Link>
          )}
        </Paper>
        <SentDocuments application={application} />
        <MatchReportCard application={application} />
        <SectionCard title={t('applications.detail.posting')}>
          {application.postingText ? (
            <Typography
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                maxHeight: 360,
                overflowY: 'auto',
              }}
              tabIndex={0}
            >
              {application.postingText}
            </Typography>
          ) : (
            <Typography color="textSecondary">{t('applications.detail.noPosting')}</Typography>
          )}
        </SectionCard>
        <SectionCard title={t('applications.detail.contacts')}>
          {application.contacts.length === 0 ? (
            <Typography color="textSecondary">{t('applications.detail.noContacts')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {application.contacts.map((contact, index) => (
                <li key={index}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {contact.name}
                  </Typography>
                  {contact.role && ` – ${contact.role}`}
                  {contact.email && (
                    <>
                      {' · '}
                      <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
                    </>
                  )}
                  {contact.phone && ` · ${contact.phone}`}
                </li>
              ))}
            </Box>
          )}
        </SectionCard>
        {application.notes && (
          <SectionCard title={t('applications.detail.notes')}>
            <RichText text={application.notes} />
          </SectionCard>
        )}
        <SectionCard title={t('applications.detail.history')}>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {application.history.map((change) => (
              <li key={change.at + change.to}>
                {formatDate(change.at, locale)}: {t(`applications.stages.${change.to}`)}
              </li>
            ))}
          </Box>
        </SectionCard>
      </Stack>
      <ApplicationFormDialog
        open={editing}
        onClose={() => setEditing(false)}
        application={application}
      />
      <ApplyDialog open={applying} onClose={() => setApplying(false)} application={application} />
      <ConfirmDialog
        open={deleting}
        title={t('applications.detail.deleteTitle')}
        text={t('applications.detail.deleteText', words)}
        confirmLabel={t('applications.detail.delete')}
        cancelLabel={t('applications.form.cancel')}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(false)}
        destructive
      />
    </PageContainer>
  );
}

/** The CV and letter exactly as they were sent, to download any time. */
function SentDocuments({ application }: { application: Application }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <SectionCard title={t('applications.detail.sent')}>
      {application.sent.length === 0 ? (
        <Typography color="textSecondary">{t('applications.detail.nothingSent')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {t('applications.detail.sentHelp')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {application.sent.map((document) => (
              <Button
                key={document.kind}
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() =>
                  void downloadSent(application.id, document.kind).catch((error: unknown) =>
                    handleApiError(error),
                  )
                }
              >
                {t('applications.detail.downloadSent', {
                  kind: t(`applications.detail.sentKinds.${document.kind}`),
                })}{' '}
                ({document.name}, {formatDate(document.sentAt, locale)})
              </Button>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}

/** Marking applied: which CV and letter go out; they are frozen as sent with the move. */
function ApplyDialog({
  open,
  onClose,
  application,
}: {
  open: boolean;
  onClose: () => void;
  application: Application;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const cvs = useCvDocuments();
  const letters = useLetters();
  const update = useUpdateApplication(application.id);
  const move = useMoveApplication();
  const [cvId, setCvId] = useState(application.cvId ?? '');
  const [letterId, setLetterId] = useState(application.letterId ?? '');
  const busy = update.isPending || move.isPending;

  const confirm = async () => {
    try {
      await update.mutateAsync({ cvId: cvId || null, letterId: letterId || null });
      await move.mutateAsync({ id: application.id, stage: 'applied', from: application.stage });
      notify.success(t('applications.apply.done'));
      onClose();
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('applications.apply.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('applications.apply.text')}</DialogContentText>
        <Stack spacing={2}>
          <DocumentSelect
            label={t('applications.fields.cv')}
            documents={cvs.data}
            noneLabel={t('applications.fields.none')}
            value={cvId}
            onChange={(e) => setCvId(e.target.value)}
          />
          <DocumentSelect
            label={t('applications.fields.letter')}
            documents={letters.data}
            noneLabel={t('applications.fields.none')}
            value={letterId}
            onChange={(e) => setLetterId(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('applications.form.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} loading={busy}>
          {t('applications.apply.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
