import {
  CV_INK,
  CV_SIDEBAR_DESIGNS,
  cvSidebarFill,
  readableOn,
  textColorOn,
  WHITE,
  type CvSettings,
} from '@cv/shared';
import { useTranslation } from 'react-i18next';
import type { CvAutosave } from '../useCvAutosave';
import { CvColorField } from './CvColorField';

/** The accent without a profile colour to inherit (the theme's default header colour). */
const FALLBACK_ACCENT = '#1f2937';

interface CvColorFieldsProps {
  settings: CvSettings;
  /** The profile theme's header colour: the accent without one of the CV's own. */
  profileColor: string | undefined;
  /** The profile theme's background colour. */
  profilePanel: string | undefined;
  autosave: CvAutosave;
}

/**
 * The CV's colours: the accent, the headings, and in a design with a side
 * column its background and text. Each starts from what the CV prints
 * without it, as the engine derives it.
 */
export function CvColorFields({
  settings,
  profileColor,
  profilePanel,
  autosave,
}: CvColorFieldsProps) {
  const { t } = useTranslation();
  const accent = settings.accentColor ?? profileColor ?? FALLBACK_ACCENT;
  const sidebarDesign = CV_SIDEBAR_DESIGNS[settings.design];
  const sidebar =
    settings.sidebarColor ??
    cvSidebarFill(settings.design, { accent, panel: profilePanel ?? WHITE });
  const own = {
    inheritedHint: t('cv.studio.layout.colorOwn'),
    resetLabel: t('cv.studio.layout.colorReset'),
    autosave,
  };
  return (
    <>
      <CvColorField
        field="accentColor"
        label={t('cv.studio.layout.accent')}
        value={settings.accentColor}
        inherited={profileColor ?? FALLBACK_ACCENT}
        inheritedHint={t('cv.studio.layout.accentFromProfile')}
        resetLabel={t('cv.studio.layout.accentReset')}
        autosave={autosave}
      />
      <CvColorField
        field="headingColor"
        label={t('cv.studio.layout.colors.heading')}
        value={settings.headingColor}
        inherited={readableOn(accent, WHITE, CV_INK)}
        readOn={WHITE}
        {...own}
      />
      {sidebarDesign && (
        <>
          <CvColorField
            field="sidebarColor"
            label={t('cv.studio.layout.colors.sidebar')}
            value={settings.sidebarColor}
            inherited={sidebar}
            {...own}
          />
          <CvColorField
            field="sidebarTextColor"
            label={t('cv.studio.layout.colors.sidebarText')}
            value={settings.sidebarTextColor}
            inherited={textColorOn(sidebar, CV_INK)}
            readOn={sidebar}
            {...own}
          />
        </>
      )}
    </>
  );
}
