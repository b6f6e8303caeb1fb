import {
  CV_DATE_FORMATS,
  CV_CONTACT_LAYOUTS,
  CV_DATE_POSITIONS,
  CV_DESIGN_FONTS,
  CV_DESIGN_IDS,
  CV_FONT_NAMES,
  CV_PHOTO_SHAPES,
  CV_PHOTO_SIZES,
  hasSidebar,
  sideColumnChosen,
  LOCALES,
  monthYear,
  type CvDateFormat,
  type CvDesignId,
  type CvDocument,
  type CvDocumentPreview,
  type CvFont,
  type CvPaper,
  type Locale,
} from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectOptions } from '../../../../components/form/selectOptions';
import { SectionCard } from '../../../../components/SectionCard';
import type { CvAutosave } from '../useCvAutosave';
import { ChoiceGroup } from './ChoiceGroup';
import { ChoiceSetting, DesignOrChoiceSetting } from './DesignOrChoiceSetting';
import { CvColorFields } from './CvColorFields';
import { CvNameField } from './CvNameField';
import { LayoutFactorSliders } from './LayoutFactorSliders';
import { SideColumnFields } from './SideColumnFields';

const PAPERS: readonly CvPaper[] = ['a4', 'letter'];
const FIT_CHOICES = ['off', '1', '2'] as const;
type FitChoice = (typeof FIT_CHOICES)[number];
/** The select's value for "the design's own font" (null in the settings). */
const DESIGN_FONT = 'design';

/** March 2024 in each date format, in the CV's language: what the choice looks like. */
function dateExample(format: CvDateFormat, lang: Locale): string {
  if (format === 'iso') return '2024-03';
  if (format === 'numeric') return lang === 'de' ? '03.2024' : '03/2024';
  return monthYear(2, 2024, lang);
}

/** The on/off settings, each labelled by the key of its own name. */
type SwitchSetting = 'photo' | 'qrCode' | 'pageNumbers';

interface SettingSwitchProps {
  name: SwitchSetting;
  settings: CvDocument['settings'];
  autosave: CvAutosave;
  /** The id of a hint below the switch, `cv.studio.layout.<name>Hint`, that describes it. */
  hintId?: string;
}

/** One on/off setting, saved at once, with an optional hint below. */
function SettingSwitch({ name, settings, autosave, hintId }: SettingSwitchProps) {
  const { t } = useTranslation();
  return (
    // A wrapper: the stack's spacing would reset the label's negative margin.
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={settings[name]}
            onChange={(_, checked) => autosave.change({ settings: { [name]: checked } })}
            slotProps={hintId === undefined ? undefined : { input: { 'aria-describedby': hintId } }}
          />
        }
        label={t(`cv.studio.layout.${name}`)}
      />
      {hintId !== undefined && (
        <FormHelperText id={hintId} sx={{ mt: 0 }}>
          {t(`cv.studio.layout.${name}Hint`)}
        </FormHelperText>
      )}
    </div>
  );
}

interface CvLayoutPanelProps {
  cv: CvDocument;
  autosave: CvAutosave;
  /** The profile theme's header colour: the accent without one of the CV's own. */
  profileColor: string | undefined;
  /** The profile theme's background colour, which some designs fill their side column with. */
  profilePanel: string | undefined;
  /** How the last preview fitted, when the CV asks for a page count. */
  fit: CvDocumentPreview['fit'] | undefined;
}

/** The studio's layout settings; each change is saved at once (text after a pause). */
export function CvLayoutPanel({
  cv,
  autosave,
  profileColor,
  profilePanel,
  fit,
}: CvLayoutPanelProps) {
  const { t } = useTranslation();
  const { settings } = cv;
  const fonts = CV_DESIGN_FONTS[settings.design];
  const [designFont] = fonts;
  const set = autosave.change;

  /** What the last change of design gave up, said beside the design until the next change. */
  const [dropped, setDropped] = useState<{ font: CvFont | null; sideColumn: boolean }>({
    font: null,
    sideColumn: false,
  });
  const changeDesign = (design: CvDesignId) => {
    // A font the new design does not offer goes back to the design's own; a
    // side column the owner set up is kept for the next design with one.
    // Every other setting suits every design. The owner is told either.
    const drops = settings.font && !CV_DESIGN_FONTS[design].includes(settings.font);
    const sideColumn =
      hasSidebar(settings.design) && !hasSidebar(design) && sideColumnChosen(settings);
    setDropped({ font: drops ? settings.font : null, sideColumn });
    set({ settings: { design, ...(drops ? { font: null } : {}) } });
  };

  const fitValue: FitChoice =
    settings.fitPages === null ? 'off' : (String(settings.fitPages) as FitChoice);
  let fitStatus: string | undefined;
  if (settings.fitPages !== null && fit?.status === 'cannot') {
    fitStatus = t('cv.studio.layout.fitCannot', { count: settings.fitPages });
  } else if (settings.fitPages !== null && fit?.status === 'shrunk') {
    fitStatus = t('cv.studio.layout.fitShrunk');
  }

  return (
    <SectionCard icon={<TuneIcon />} title={t('cv.studio.layout.title')}>
      <Stack spacing={2.5}>
        <CvNameField name={cv.name} autosave={autosave} />
        <TextField
          select
          label={t('cv.studio.layout.design')}
          value={settings.design}
          onChange={(event) => changeDesign(event.target.value as CvDesignId)}
          fullWidth
        >
          {selectOptions(
            CV_DESIGN_IDS.map((id) => ({ value: id, label: t(`cv.designs.${id}.name`) })),
          )}
        </TextField>
        {(dropped.font || dropped.sideColumn) && (
          <Alert
            severity="info"
            role="status"
            onClose={() => setDropped({ font: null, sideColumn: false })}
          >
            {[
              dropped.font &&
                t('cv.studio.layout.fontDropped', {
                  design: t(`cv.designs.${settings.design}.name`),
                  font: CV_FONT_NAMES[dropped.font],
                  own: CV_FONT_NAMES[designFont],
                }),
              dropped.sideColumn &&
                t('cv.studio.layout.sideColumnDropped', {
                  design: t(`cv.designs.${settings.design}.name`),
                }),
              t('cv.studio.layout.othersKept'),
            ]
              .filter(Boolean)
              .join(' ')}
          </Alert>
        )}
        <TextField
          select
          label={t('cv.studio.layout.font')}
          value={
            settings.font === null || settings.font === designFont ? DESIGN_FONT : settings.font
          }
          onChange={(event) =>
            set({
              settings: {
                font: event.target.value === DESIGN_FONT ? null : (event.target.value as CvFont),
              },
            })
          }
          fullWidth
        >
          {selectOptions([
            {
              value: DESIGN_FONT,
              label: t('cv.studio.layout.fontDefault', { font: CV_FONT_NAMES[designFont] }),
            },
            ...fonts.slice(1).map((font) => ({ value: font, label: CV_FONT_NAMES[font] })),
          ])}
        </TextField>
        {hasSidebar(settings.design) && (
          <SideColumnFields settings={settings} autosave={autosave} />
        )}
        <ChoiceGroup<Locale>
          label={t('cv.studio.layout.language')}
          value={settings.lang}
          choices={LOCALES.map((locale) => ({
            value: locale,
            label: LOCALE_NAMES[locale],
            lang: locale,
          }))}
          onChange={(lang) => set({ settings: { lang } })}
          helperText={t('cv.studio.layout.languageHelp')}
        />
        <ChoiceGroup<CvPaper>
          label={t('cv.studio.layout.paper')}
          value={settings.paper}
          choices={PAPERS.map((paper) => ({ value: paper, label: t(`cv.paper.${paper}`) }))}
          onChange={(paper) => set({ settings: { paper } })}
        />
        <CvColorFields
          settings={settings}
          profileColor={profileColor}
          profilePanel={profilePanel}
          autosave={autosave}
        />
        <ChoiceGroup<CvDateFormat>
          label={t('cv.studio.layout.dateFormat')}
          value={settings.dateFormat}
          column
          choices={CV_DATE_FORMATS.map((format) => ({
            value: format,
            label: t(`cv.studio.layout.dateFormats.${format}`, {
              example: dateExample(format, settings.lang),
            }),
          }))}
          onChange={(dateFormat) => set({ settings: { dateFormat } })}
        />
        <DesignOrChoiceSetting
          setting="datePosition"
          values={CV_DATE_POSITIONS}
          settings={settings}
          onChange={set}
          column
        />
        <DesignOrChoiceSetting
          setting="contactLayout"
          values={CV_CONTACT_LAYOUTS}
          settings={settings}
          onChange={set}
          column
        />
        <SettingSwitch name="photo" settings={settings} autosave={autosave} />
        {settings.photo && (
          <>
            <DesignOrChoiceSetting
              setting="photoShape"
              values={CV_PHOTO_SHAPES}
              settings={settings}
              onChange={set}
            />
            <ChoiceSetting
              setting="photoSize"
              values={CV_PHOTO_SIZES}
              settings={settings}
              onChange={set}
            />
          </>
        )}
        <SettingSwitch
          name="qrCode"
          hintId="cv-qr-code-hint"
          settings={settings}
          autosave={autosave}
        />
        <SettingSwitch name="pageNumbers" settings={settings} autosave={autosave} />
        <LayoutFactorSliders settings={settings} autosave={autosave} />
        <ChoiceGroup<FitChoice>
          label={t('cv.studio.layout.fit')}
          value={fitValue}
          choices={FIT_CHOICES.map((choice) => ({
            value: choice,
            label:
              choice === 'off'
                ? t('cv.studio.layout.fitOff')
                : t('cv.studio.layout.fitPages', { count: Number(choice) }),
          }))}
          onChange={(choice) =>
            set({ settings: { fitPages: choice === 'off' ? null : choice === '1' ? 1 : 2 } })
          }
          helperText={fitStatus}
        />
      </Stack>
    </SectionCard>
  );
}
