import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const STUDIO_TABS = ['content', 'preview', 'layout'] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];

/**
 * The studio below 1280 px: one part at a time behind tabs (arrow keys move
 * between them). Every panel stays mounted, only hidden: an open entry
 * dialog, the zoom and the preview's pictures survive a switch.
 */
export function StudioTabs({
  panels,
  below,
}: {
  panels: Record<StudioTab, ReactNode>;
  /** What follows the panel of the tab shown (the live preview below content and layout). */
  below?: (tab: StudioTab) => ReactNode;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<StudioTab>('content');
  const id = useId();
  const tabId = (tab: StudioTab) => `${id}-tab-${tab}`;
  const panelId = (tab: StudioTab) => `${id}-panel-${tab}`;
  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          mx: { xs: -2, sm: -3 },
          px: { xs: 2, sm: 3 },
          mb: 2,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={current}
          onChange={(_, tab: StudioTab) => setCurrent(tab)}
          variant="fullWidth"
          aria-label={t('cv.studio.tabs.label')}
        >
          {STUDIO_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`cv.studio.tabs.${tab}`)}
              id={tabId(tab)}
              aria-controls={panelId(tab)}
            />
          ))}
        </Tabs>
      </Box>
      {STUDIO_TABS.map((tab) => (
        <Box
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== current}
        >
          {panels[tab]}
        </Box>
      ))}
      {below?.(current)}
    </>
  );
}
