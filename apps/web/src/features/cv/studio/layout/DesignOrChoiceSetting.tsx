import type { CvSettings } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import type { CvChange } from '../../cvDocuments.queries';
import { DesignOrChoiceGroup } from './ChoiceGroup';

/** The settings that are the design's own (null) or one of a few words. */
type DesignOrChoice = {
  [K in keyof CvSettings]: null extends CvSettings[K]
    ? NonNullable<CvSettings[K]> extends string
      ? K
      : never
    : never;
}[keyof CvSettings];

interface DesignOrChoiceSettingProps<K extends DesignOrChoice> {
  setting: K;
  values: readonly NonNullable<CvSettings[K]>[];
  /** Its label's key under `cv.studio.layout`; `<messages>s.<value>` label the choices. */
  messages?: string;
  settings: CvSettings;
  onChange: (change: CvChange) => void;
  column?: boolean;
}

/** One such setting of the CV as radio buttons, saved at once. */
export function DesignOrChoiceSetting<K extends DesignOrChoice>({
  setting,
  values,
  messages = setting,
  settings,
  onChange,
  column,
}: DesignOrChoiceSettingProps<K>) {
  const { t } = useTranslation();
  return (
    <DesignOrChoiceGroup<string>
      label={t(`cv.studio.layout.${messages}`)}
      values={values}
      value={settings[setting]}
      labelOf={(choice) => t(`cv.studio.layout.${messages}s.${choice}`)}
      onChange={(value) => onChange({ settings: { [setting]: value } })}
      column={column}
    />
  );
}
