import type { Letter } from '@cv/shared';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../api/handleApiError';
import { letterStudioPath } from '../../app/paths';
import { notify } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import {
  DocumentListBody,
  DocumentTitleLink,
  OpenDocumentButton,
} from '../../components/DocumentListParts';
import { DocumentListItem } from '../../components/DocumentListItem';
import { ItemConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useItemConfirmation } from '../../components/feedback/useItemConfirmation';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { formatDateTime } from '../cv/format';
import { useCreateLetter, useDeleteLetter, useLetters } from './letters.queries';

/** `/ui/letters`: the owner's cover letters, a new one, copies and deletes. */
export function LettersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const letters = useLetters();
  const create = useCreateLetter();
  const remove = useDeleteLetter();
  const deletion = useItemConfirmation<Letter>(remove, {
    onSuccess: () => notify.success(t('letters.list.deleted')),
    errorTitle: () => t('letters.list.delete'),
  });

  const startNew = () =>
    create.mutate(
      { name: t('letters.list.newName') },
      {
        onSuccess: (letter) => void navigate(letterStudioPath(letter.id)),
        onError: (error) => handleApiError(error, { title: t('letters.list.create') }),
      },
    );
  const copy = (letter: Letter) =>
    create.mutate(
      { name: t('letters.list.copyName', { name: letter.name }), copyOf: letter.id },
      { onError: (error) => handleApiError(error, { title: t('letters.list.copy') }) },
    );

  const newButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={startNew}
      disabled={create.isPending}
    >
      {t('letters.list.create')}
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader
        title={t('letters.list.title')}
        subtitle={t('letters.list.intro')}
        actions={newButton}
      />
      <DocumentListBody
        query={letters}
        loadError={t('letters.list.loadError')}
        empty={
          <EmptyState
            icon={<MailOutlinedIcon />}
            title={t('letters.list.title')}
            headingComponent="h2"
            text={t('letters.list.empty')}
            action={newButton}
          />
        }
      >
        {(documents) => (
          <SectionCard title={t('letters.list.title')}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {documents.map((letter) => (
                <LetterRow
                  key={letter.id}
                  letter={letter}
                  onCopy={() => copy(letter)}
                  onDelete={() => deletion.ask(letter)}
                />
              ))}
            </Box>
          </SectionCard>
        )}
      </DocumentListBody>
      <ItemConfirmDialog
        {...deletion.dialog}
        title={t('letters.list.deleteTitle', { name: deletion.item?.name ?? '' })}
        text={t('letters.list.deleteText')}
        confirmLabel={t('letters.list.delete')}
        destructive
      />
    </PageContainer>
  );
}

function LetterRow({
  letter,
  onCopy,
  onDelete,
}: {
  letter: Letter;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameId = useId();
  const recipient = letter.content.recipient.company ?? letter.content.recipient.contactName;
  return (
    <DocumentListItem
      data-letter={letter.id}
      actions={
        <>
          <OpenDocumentButton to={letterStudioPath(letter.id)} describedBy={nameId}>
            {t('letters.list.open')}
          </OpenDocumentButton>
          <Tooltip title={t('letters.list.copy')}>
            <IconButton aria-label={`${t('letters.list.copy')}: ${letter.name}`} onClick={onCopy}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('letters.list.delete')}>
            <IconButton
              aria-label={`${t('letters.list.delete')}: ${letter.name}`}
              onClick={onDelete}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </>
      }
    >
      <DocumentTitleLink id={nameId} to={letterStudioPath(letter.id)} name={letter.name}>
        {letter.sentAt && <Chip size="small" label={t('letters.list.sent')} sx={{ ml: 1 }} />}
      </DocumentTitleLink>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {[recipient, t(`cv.designs.${letter.settings.design}.name`)].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('letters.list.updated', { date: formatDateTime(letter.updatedAt, locale) })}
      </Typography>
    </DocumentListItem>
  );
}
