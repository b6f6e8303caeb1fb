import { CV_DOCUMENT_LIMITS, type CvDesign, type CvDocument } from '@cv/shared';
import AddIcon from '@mui/icons-material/Add';
import FolderCopyOutlinedIcon from '@mui/icons-material/FolderCopyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../api/handleApiError';
import { cvStudioPath } from '../../../app/paths';
import { notify } from '../../../app/toast';
import { DocumentListBody } from '../../../components/DocumentListParts';
import { useItemConfirmation } from '../../../components/feedback/useItemConfirmation';
import { SectionCard } from '../../../components/SectionCard';
import { ItemConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import {
  isCvError,
  useCreateCvDocument,
  useCvDocuments,
  useDeleteCvDocument,
  useRenameCvDocument,
} from '../cvDocuments.queries';
import { useCvDownload } from '../useCvPdfDownload';
import { CvListEmpty } from './CvListEmpty';
import { CvListItem, type CvListAction } from './CvListItem';
import { CvNameDialog } from './CvNameDialog';

const MAX = CV_DOCUMENT_LIMITS.documentsMax;

/** What the name dialog is open for. */
type Naming = { kind: 'create' } | { kind: 'rename'; cv: CvDocument };

/** "CV 3": the first such name no CV has yet. */
function suggestName(cvs: readonly CvDocument[], pattern: (n: number) => string): string {
  const taken = new Set(cvs.map((cv) => cv.name));
  let n = cvs.length + 1;
  while (taken.has(pattern(n))) n += 1;
  return pattern(n);
}

interface CvListSectionProps {
  /** The designs (for their sample pictures); undefined while they load. */
  designs: readonly CvDesign[] | undefined;
}

/** "Your CVs": every CV document with its actions, a new one, and the empty, loading and error states. */
export function CvListSection({ designs }: CvListSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cvs = useCvDocuments();
  const create = useCreateCvDocument();
  const remove = useDeleteCvDocument();
  const rename = useRenameCvDocument();
  const download = useCvDownload();
  const [naming, setNaming] = useState<Naming | null>(null);
  /** The server said no more (409): also when the list here was not yet full. */
  const [limitHit, setLimitHit] = useState(false);
  const list = cvs.data ?? [];
  const full = list.length >= MAX || limitHit;

  const deletion = useItemConfirmation<CvDocument>(remove, {
    onSuccess: ({ name }) => {
      notify.success(t('cv.list.deleted', { name }));
      setLimitHit(false);
    },
    errorTitle: () => t('cv.list.deleteError'),
  });

  const openCreate = () => (full ? setLimitHit(true) : setNaming({ kind: 'create' }));

  const createOrCopy = async (name: string, copyOf?: string) => {
    try {
      return await create.mutateAsync({ name, ...(copyOf ? { copyOf } : {}) });
    } catch (error) {
      if (!isCvError(error, 'limit')) throw error;
      setLimitHit(true);
      return null;
    }
  };

  const handleAction = (cv: CvDocument, action: CvListAction) => {
    if (action === 'rename') setNaming({ kind: 'rename', cv });
    if (action === 'delete') deletion.ask(cv);
    if (action === 'duplicate') {
      if (full) {
        setLimitHit(true);
        return;
      }
      const name = t('cv.list.copyName', { name: cv.name }).slice(0, CV_DOCUMENT_LIMITS.nameMax);
      createOrCopy(name, cv.id).then(
        (copy) => copy && notify.success(t('cv.list.duplicated', { name: copy.name })),
        (error: unknown) => handleApiError(error, { title: t('cv.list.duplicateError') }),
      );
    }
  };

  return (
    <SectionCard
      icon={<FolderCopyOutlinedIcon />}
      title={t('cv.list.title')}
      action={
        list.length > 0 && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={openCreate}
            disabled={list.length >= MAX}
            sx={{ flexShrink: 0 }}
          >
            {t('cv.list.new')}
          </Button>
        )
      }
    >
      {full && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{t('cv.list.limitTitle')}</AlertTitle>
          {t('cv.errors.limit', { max: MAX })}
        </Alert>
      )}
      <DocumentListBody
        query={cvs}
        loadError={t('cv.list.loadError')}
        empty={<CvListEmpty onCreate={openCreate} />}
      >
        {(documents) => (
          <Box
            component="ul"
            aria-label={t('cv.list.title')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {documents.map((cv) => (
              <CvListItem
                key={cv.id}
                cv={cv}
                design={designs?.find((design) => design.id === cv.settings.design)}
                downloading={download.pendingFormat(cv.id)}
                onDownload={(format) => download.start(cv.id, format)}
                onAction={(action) => handleAction(cv, action)}
              />
            ))}
          </Box>
        )}
      </DocumentListBody>
      <CvNameDialog
        open={naming !== null}
        heading={naming?.kind === 'rename' ? t('cv.list.renameTitle') : t('cv.list.createTitle')}
        initialName={
          naming?.kind === 'rename'
            ? naming.cv.name
            : suggestName(list, (number) => t('cv.list.defaultName', { number }))
        }
        submitLabel={naming?.kind === 'rename' ? t('actions.save') : t('cv.list.create')}
        errorTitle={naming?.kind === 'rename' ? t('cv.list.renameError') : t('cv.list.createError')}
        onSubmit={async (name) => {
          if (naming?.kind === 'rename') {
            await rename.mutateAsync({ id: naming.cv.id, name });
            notify.success(t('cv.list.renamed', { name }));
            setNaming(null);
            return;
          }
          const created = await createOrCopy(name);
          setNaming(null);
          if (!created) return 'handled';
          notify.success(t('cv.list.created', { name: created.name }));
          void navigate(cvStudioPath(created.id));
        }}
        onClose={() => setNaming(null)}
      />
      <ItemConfirmDialog
        {...deletion.dialog}
        title={t('cv.list.deleteTitle', { name: deletion.item?.name ?? '' })}
        text={t('cv.list.deleteText')}
        confirmLabel={t('actions.delete')}
        destructive
      />
    </SectionCard>
  );
}
