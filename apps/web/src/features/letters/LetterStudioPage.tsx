import { LETTER_LIMITS, proposedSalutation, type Letter } from '@cv/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { handleApiError } from '../../api/handleApiError';
import { PATHS } from '../../app/paths';
import { BackLink } from '../../components/BackLink';
import { FormSkeleton } from '../../components/FormSkeleton';
import { DocumentLoadError } from '../../components/feedback/DocumentLoadError';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { HistoryControls } from '../history/HistoryControls';
import { Text } from './LetterFields';
import { LayoutCard, LetterTextCard, RecipientCard, SenderCard } from './LetterFormCards';
import { LetterPreviewPanel } from './LetterPreviewPanel';
import { ParagraphsCard } from './ParagraphsCard';
import { toFormValues, type LetterFormValues } from './letterForm';
import { useLetter } from './letters.queries';
import { useLetterAutosave, type LetterSaveStatus } from './useLetterAutosave';

/** `/ui/letters/:id`: one letter in the studio. */
export function LetterStudioPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const letter = useLetter(id);
  if (letter.data) {
    return (
      <LetterStudio key={letter.data.id} letter={letter.data} updatedAt={letter.dataUpdatedAt} />
    );
  }
  const back = <BackLink to={PATHS.letters}>{t('letters.studio.back')}</BackLink>;
  if (letter.isError) {
    return (
      <PageContainer>
        <PageHeader before={back} title={t('letters.studio.title')} />
        <DocumentLoadError
          query={letter}
          notFound={{
            title: t('letters.studio.notFound'),
            detail: t('letters.studio.notFoundDetail'),
          }}
          loadError={t('letters.list.loadError')}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader before={back} title={t('letters.studio.title')} />
      <FormSkeleton fields={6} />
    </PageContainer>
  );
}

function SaveState({ status }: { status: LetterSaveStatus }) {
  const { t } = useTranslation();
  const text =
    status === 'saving' || status === 'waiting'
      ? t('letters.studio.saving')
      : status === 'saved'
        ? t('letters.studio.saved')
        : '';
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      role="status"
      aria-live="polite"
      data-testid="letter-save-status"
    >
      {text}
    </Typography>
  );
}

function LetterStudio({ letter, updatedAt }: { letter: Letter; updatedAt: number }) {
  const { t } = useTranslation();
  const [initial] = useState(() => toFormValues(letter));
  const form = useForm<LetterFormValues>({ defaultValues: initial });
  const { control, setValue, getValues } = form;
  const autosave = useLetterAutosave(letter, initial);
  const values = useWatch({ control }) as LetterFormValues;
  /** Bumped when a paragraph is inserted: the formatted editor then starts from the new text. */
  const [bodyVersion, setBodyVersion] = useState(0);

  const { changed, rebase } = autosave;
  useEffect(() => changed(values), [values, changed]);

  // A version restored or a change undone comes back as the letter's new state.
  useEffect(() => {
    const restored = toFormValues(letter);
    if (!rebase(restored)) return;
    form.reset(restored);
    // The server's letter changed under the form (a restore): the formatted
    // editor must start again from its text, as after inserting a paragraph.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBodyVersion((v) => v + 1);
  }, [letter, rebase, form]);
  const historyDoc = { type: 'letter' as const, id: letter.id };

  useEffect(() => {
    if (autosave.status === 'error') {
      handleApiError(autosave.error, { title: t('letters.studio.saveError', { message: '' }) });
    }
  }, [autosave.status, autosave.error, t]);

  const lang = values.settings.lang;
  const proposal = proposedSalutation(
    { contactName: values.contactName, contactForm: values.contactForm || null },
    lang,
  );
  const insert = (text: string) => {
    const body = getValues('body');
    setValue('body', body.trim() ? `${body.trimEnd()}\n\n${text}` : text, { shouldDirty: true });
    setBodyVersion((v) => v + 1);
  };

  return (
    <PageContainer maxWidth="xl">
      <PageHeader
        before={<BackLink to={PATHS.letters}>{t('letters.studio.back')}</BackLink>}
        title={letter.name}
        actions={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <SaveState status={autosave.status} />
            <HistoryControls
              doc={historyDoc}
              sources={[{ doc: historyDoc, updatedAt }]}
              title={t('history.panel.titleLetter')}
            />
            <Button
              href="#letter-preview"
              variant="outlined"
              size="small"
              sx={{ display: { lg: 'none' } }}
            >
              {t('letters.studio.preview')}
            </Button>
          </Stack>
        }
      />
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <SectionCard title={t('letters.studio.name')}>
              <Text name="name" label={t('letters.studio.name')} max={LETTER_LIMITS.nameMax} />
            </SectionCard>
            <RecipientCard />
            <LetterTextCard lang={lang} proposal={proposal} bodyVersion={bodyVersion} />
            <ParagraphsCard onInsert={insert} />
            <SenderCard signature={values.signature} />
            <LayoutCard lang={lang} />
          </Stack>
          <Box
            id="letter-preview"
            sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0, scrollMarginTop: 72 }}
          >
            <LetterPreviewPanel
              letter={letter}
              saving={autosave.saving}
              flush={autosave.flush}
              hasCv={Boolean(values.cvId)}
            />
          </Box>
        </Box>
      </FormProvider>
      {autosave.status === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('letters.studio.saveError', {
            message: autosave.error instanceof Error ? autosave.error.message : '',
          })}
        </Alert>
      )}
    </PageContainer>
  );
}
