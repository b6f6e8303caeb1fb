import {
  IMPORT_LIMITS,
  type ImportEntryChange,
  type ImportFormat,
  type ImportMode,
  type ImportPreview,
  type ImportResult,
  type Locale,
} from '@cv/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import SourceIcon from '@mui/icons-material/Source';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton';
import { useLocale } from '../../app/useLocale';
import { useProfile } from '../profile/profile.queries';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { PATHS } from '../../app/paths';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { BackToAccountLink } from '../account/AccountFormParts';
import { FileLanguage } from './ImportChoices';
import { ImportFileDrop } from './ImportFileDrop';
import { ImportPreviewView } from './ImportPreviewView';
import { ImportSourcePicker } from './ImportSourcePicker';
import { checkImportFile, useImport, useImportPreview } from './portability.queries';
import { StepTitle } from './StepTitle';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; file: File; preview: ImportPreview }
  | { kind: 'done'; result: ImportResult };

/** What the file chooser offers: the chosen source's file type, or both. */
const ACCEPT: Record<ImportFormat, string> = {
  'json-resume': '.json,application/json',
  'reactive-resume': '.json,application/json',
  linkedin: '.zip,application/zip',
  pdf: '.pdf,application/pdf',
  docx: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

function acceptFor(source: ImportFormat | null): string {
  return source ? ACCEPT[source] : [...new Set(Object.values(ACCEPT))].join(',');
}

/**
 * The server's answers about the file itself (it cannot be read, it is too
 * large, a section would overflow): shown beside it, in the server's words.
 * Anything else (too many tries, a lost connection) takes the one error path.
 */
function fileFailure(error: unknown, t: TFunction): string | null {
  if (!isApiError(error)) return null;
  if (error.code === 'payload_too_large') {
    return t('validation.fileSize', { maxSize: IMPORT_LIMITS.fileMaxMb });
  }
  // Said about the file itself: damaged, encrypted, a scan without text, too costly to read.
  const aboutTheFile = ['import_unreadable', 'import_limit', 'import_empty', 'import_too_complex'];
  if (aboutTheFile.includes(error.code)) return error.message;
  if (error.code === 'unsupported_media_type') return t('portability.import.file.wrongType');
  return null;
}

/**
 * "Import your CV": choose the source and the file (checked in the browser
 * first), look at what it would add and leave out, then add it to the profile
 * or replace the profile's content with it. The import creates the profile
 * when there is none yet.
 */
export function ImportPage() {
  const { t } = useTranslation();
  const [source, setSource] = useState<ImportFormat | null>(null);
  const uiLanguage = useLocale();
  // Until the owner picks one: the language the profile is written in (a file in it adds
  // entries), the UI's when there is no profile yet.
  const profileLanguage = useProfile().data?.contentLanguage;
  const [chosenLanguage, setFileLanguage] = useState<Locale | null>(null);
  const fileLanguage = chosenLanguage ?? profileLanguage ?? uiLanguage;
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  /** Why the browser refused the last file (size, type). */
  const [problem, setProblem] = useState<string | null>(null);
  /** What the server said about the last file. */
  const [failure, setFailure] = useState<string | null>(null);
  const [importFailure, setImportFailure] = useState<string | null>(null);
  const preview = useImportPreview();
  const run = useImport();
  const sourceHeadingId = useId();
  const stepHeading = useRef<HTMLSpanElement>(null);
  const fileHeading = useRef<HTMLSpanElement>(null);
  /** Whether the file step was left once: coming back moves the focus to it. */
  const returned = useRef(false);

  useEffect(() => {
    if (step.kind !== 'choose') {
      returned.current = true;
      stepHeading.current?.focus();
    } else if (returned.current) {
      fileHeading.current?.focus();
    }
  }, [step.kind]);

  const handleFile = (file: File) => {
    setFailure(null);
    const refused = checkImportFile(file);
    if (refused) {
      setProblem(
        refused === 'size'
          ? t('validation.fileSize', { maxSize: IMPORT_LIMITS.fileMaxMb })
          : t('portability.import.file.wrongType'),
      );
      return;
    }
    setProblem(null);
    preview.mutate(
      { file, format: source ?? undefined, lang: fileLanguage },
      {
        onSuccess: (data) => {
          setImportFailure(null);
          setStep({ kind: 'preview', file, preview: data });
        },
        onError: (error) => {
          const message = fileFailure(error, t);
          if (message) setFailure(message);
          else handleApiError(error, { title: t('portability.import.file.readError') });
        },
      },
    );
  };

  const handleImport = async (mode: ImportMode, changes: ImportEntryChange[]) => {
    if (step.kind !== 'preview') return;
    setImportFailure(null);
    try {
      // The format the preview read the file as: the import reads it the same way.
      const result = await run.mutateAsync({
        file: step.file,
        format: step.preview.format,
        lang: fileLanguage,
        mode,
        changes,
      });
      setStep({ kind: 'done', result });
    } catch (error) {
      const message = fileFailure(error, t);
      if (message) setImportFailure(message);
      else handleApiError(error, { title: t('portability.import.importError') });
    }
  };

  const startOver = () => {
    preview.reset();
    run.reset();
    setFailure(null);
    setProblem(null);
    setImportFailure(null);
    setStep({ kind: 'choose' });
  };

  return (
    <PageContainer maxWidth="md">
      <PageHeader
        before={<BackToAccountLink />}
        title={t('pages.accountImport.title')}
        subtitle={t('portability.import.subtitle')}
      />
      {step.kind === 'choose' && (
        <Stack spacing={3}>
          <SectionCard
            icon={<SourceIcon />}
            title={<span id={sourceHeadingId}>{t('portability.import.source.title')}</span>}
          >
            <ImportSourcePicker
              value={source}
              onChange={setSource}
              labelledBy={sourceHeadingId}
              disabled={preview.isPending}
            />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              {t('portability.import.source.auto')}
            </Typography>
            <FileLanguage
              value={fileLanguage}
              onChange={setFileLanguage}
              disabled={preview.isPending}
            />
          </SectionCard>
          <SectionCard
            icon={<FolderOpenIcon />}
            title={<StepTitle ref={fileHeading}>{t('portability.import.file.title')}</StepTitle>}
          >
            <ImportFileDrop
              accept={acceptFor(source)}
              reading={preview.isPending ? preview.variables.file.name : null}
              problem={problem}
              failure={failure}
              onFile={handleFile}
            />
          </SectionCard>
        </Stack>
      )}
      {step.kind === 'preview' && (
        <ImportPreviewView
          preview={step.preview}
          fileName={step.file.name}
          headingRef={stepHeading}
          importing={run.isPending}
          failure={importFailure}
          onImport={handleImport}
          onChooseAnother={startOver}
        />
      )}
      {step.kind === 'done' && (
        <ImportDone result={step.result} headingRef={stepHeading} onAnother={startOver} />
      )}
    </PageContainer>
  );
}

function ImportDone({
  result,
  headingRef,
  onAnother,
}: {
  result: ImportResult;
  headingRef: Ref<HTMLSpanElement>;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      icon={<CheckCircleIcon />}
      title={<StepTitle ref={headingRef}>{t('portability.import.done.title')}</StepTitle>}
    >
      <Typography>
        {result.mode === 'replace'
          ? t('portability.import.done.replaced', { count: result.added })
          : t('portability.import.done.added', { count: result.added })}
      </Typography>
      {result.skipped > 0 && (
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t('portability.import.done.skipped', { count: result.skipped })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
        <LinkButton to={PATHS.profileEdit} variant="contained" startIcon={<EditIcon />}>
          {t('portability.import.done.openEditor')}
        </LinkButton>
        <Button variant="outlined" onClick={onAnother}>
          {t('portability.import.done.another')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
