import type { CvSettings } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import type { CvChange } from '../../cvDocuments.queries';
import { ChoiceGroup, DesignOrChoiceGroup } from './ChoiceGroup';

/** The settings that are always one of a few words. */
type Choice = {
  [K in keyof CvSettings]: CvSettings[K] extends string ? K : never;
}[keyof CvSettings];

/** The settings that are the design's own (null) or one of a few words. */
type DesignOrChoice = {
  [K in keyof CvSettings]: null extends CvSettings[K]
    ? NonNullable<CvSettings[K]> extends string
      ? K
      : never
    : never;
}[keyof CvSettings];

interface SettingProps<K extends keyof CvSettings> {
  setting: K;
  values: readonly NonNullable<CvSettings[K]>[];
  /** Its label's key under `cv.studio.layout`; `<messages>s.<value>` label the choices. */
  messages?: string;
  settings: CvSettings;
  onChange: (change: CvChange) => void;
  column?: boolean;
}

/** The label, choice labels and saving that both kinds of setting give their radio group. */
function useGroupProps<K extends keyof CvSettings>({
  setting,
  messages = setting,
  onChange,
  column,
}: SettingProps<K>) {
  const { t } = useTranslation();
  return {
    label: t(`cv.studio.layout.${messages}`),
    labelOf: (choice: string) => t(`cv.studio.layout.${messages}s.${choice}`),
    onChange: (value: string | null) => onChange({ settings: { [setting]: value } }),
    column,
  };
}

/** One word setting of the CV as radio buttons, saved at once. */
export function ChoiceSetting<K extends Choice>(props: SettingProps<K>) {
  const { labelOf, ...group } = useGroupProps(props);
  return (
    <ChoiceGroup<string>
      {...group}
      value={props.settings[props.setting]}
      choices={props.values.map((value) => ({ value, label: labelOf(value) }))}
    />
  );
}

/** One such setting of the CV, or the design's own, as radio buttons, saved at once. */
export function DesignOrChoiceSetting<K extends DesignOrChoice>(props: SettingProps<K>) {
  return (
    <DesignOrChoiceGroup<string>
      {...useGroupProps(props)}
      values={props.values}
      value={props.settings[props.setting]}
    />
  );
}
