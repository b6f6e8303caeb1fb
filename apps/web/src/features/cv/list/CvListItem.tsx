import type { CvDocument, CvDesign } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DataObjectIcon from '@mui/icons-material/DataObject';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import TextSnippetOutlinedIcon from '@mui/icons-material/TextSnippetOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_IMAGE_SX, PAPER_RATIO } from '../previewParts';
import { cvStudioPath } from '../../../app/paths';
import { useLocale } from '../../../app/useLocale';
import { DocumentListItem } from '../../../components/DocumentListItem';
import { DocumentTitleLink, OpenDocumentButton } from '../../../components/DocumentListParts';
import { MoreMenu, MoreMenuItem } from '../../../components/MoreMenu';
import { formatDateTime } from '../format';
import type { CvFileFormat } from '../useCvPdfDownload';

export type CvListAction = 'duplicate' | 'rename' | 'delete';

interface CvListItemProps {
  cv: CvDocument;
  /** The design's sample picture, once the designs are loaded. */
  design: CvDesign | undefined;
  /** The file of this CV being made, if any: its button or menu item shows a spinner. */
  downloading: CvFileFormat | undefined;
  onDownload: (format: CvFileFormat) => void;
  onAction: (action: CvListAction) => void;
}

const ACTIONS: readonly { action: CvListAction; icon: typeof ContentCopyIcon }[] = [
  { action: 'duplicate', icon: ContentCopyIcon },
  { action: 'rename', icon: DriveFileRenameOutlineIcon },
  { action: 'delete', icon: DeleteOutlinedIcon },
];

/** The CV's other files, in the menu (the PDF has its own button). */
const FILES: readonly {
  format: Exclude<CvFileFormat, 'pdf'>;
  label: string;
  icon: typeof ContentCopyIcon;
}[] = [
  { format: 'docx', label: 'portability.export.cv.docx', icon: DescriptionOutlinedIcon },
  { format: 'markdown', label: 'portability.export.cv.markdown', icon: TextSnippetOutlinedIcon },
  { format: 'json-resume', label: 'portability.export.cv.jsonResume', icon: DataObjectIcon },
];

/** One CV in the list: its name (a link to the studio), how it is set up, and what can be done with it. */
export function CvListItem({ cv, design, downloading, onDownload, onAction }: CvListItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameId = useId();
  const { settings } = cv;
  const menuLabel = t('cv.list.actions', { name: cv.name });
  const downloadLabel = t('cv.list.download', { name: cv.name });

  return (
    <DocumentListItem
      data-cv={cv.id}
      picture={
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 44,
            aspectRatio: PAPER_RATIO.a4,
            borderRadius: 0.5,
            overflow: 'hidden',
            bgcolor: '#fff',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {design && (
            <Box component="img" src={design.previewUrl} alt="" loading="lazy" sx={PAGE_IMAGE_SX} />
          )}
        </Box>
      }
      actions={
        <>
          <OpenDocumentButton to={cvStudioPath(cv.id)} describedBy={nameId}>
            {t('cv.list.open')}
          </OpenDocumentButton>
          <Tooltip title={downloadLabel} describeChild>
            <span>
              <IconButton
                aria-label={downloadLabel}
                onClick={() => onDownload('pdf')}
                disabled={downloading === 'pdf'}
              >
                {downloading === 'pdf' ? (
                  <CircularProgress size={20} aria-hidden />
                ) : (
                  <DownloadIcon />
                )}
              </IconButton>
            </span>
          </Tooltip>
          <MoreMenu label={menuLabel}>
            {(close) => [
              ...FILES.map(({ format, label, icon: Icon }) => (
                <MoreMenuItem
                  key={format}
                  disabled={downloading === format}
                  icon={
                    downloading === format ? (
                      <CircularProgress size={18} aria-hidden />
                    ) : (
                      <Icon fontSize="small" />
                    )
                  }
                  onClick={() => {
                    close();
                    onDownload(format);
                  }}
                >
                  {t(label)}
                </MoreMenuItem>
              )),
              <Divider key="divider" />,
              ...ACTIONS.map(({ action, icon: Icon }) => (
                <MoreMenuItem
                  key={action}
                  destructive={action === 'delete'}
                  icon={<Icon fontSize="small" />}
                  onClick={() => {
                    close();
                    onAction(action);
                  }}
                >
                  {t(`cv.list.${action}`)}
                </MoreMenuItem>
              )),
            ]}
          </MoreMenu>
        </>
      }
    >
      <DocumentTitleLink id={nameId} to={cvStudioPath(cv.id)} name={cv.name} lineHeight={1.35} />
      <Typography variant="body2" color="textSecondary">
        {t(`cv.designs.${settings.design}.name`)} ·{' '}
        <span lang={settings.lang}>{LOCALE_NAMES[settings.lang]}</span> ·{' '}
        {t(`cv.paper.${settings.paper}`)}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('cv.list.changed', { date: formatDateTime(cv.updatedAt, locale) })}
      </Typography>
    </DocumentListItem>
  );
}
