import { CV_SIDEBAR_SIDES, CV_SIDEBAR_WIDTHS, type CvSettings } from '@cv/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CvAutosave } from '../useCvAutosave';
import { ChoiceSetting, DesignOrChoiceSetting } from './DesignOrChoiceSetting';

interface SideColumnFieldsProps {
  settings: CvSettings;
  autosave: CvAutosave;
}

/** A two-column design's side column: its width and side (its sections are chosen per section). */
export function SideColumnFields({ settings, autosave }: SideColumnFieldsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const set = autosave.change;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <div>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {t('cv.studio.layout.sideColumn')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('cv.studio.layout.sideColumnHint')}
        </Typography>
      </div>
      <ChoiceSetting
        setting="sidebarWidth"
        messages="sideColumnWidth"
        values={CV_SIDEBAR_WIDTHS}
        settings={settings}
        onChange={set}
      />
      <DesignOrChoiceSetting
        setting="sidebarSide"
        messages="sideColumnSide"
        values={CV_SIDEBAR_SIDES}
        settings={settings}
        onChange={set}
      />
    </Stack>
  );
}
