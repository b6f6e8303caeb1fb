import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_LEVELS, languageName } from '@cv/shared';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import { selectOptions } from '../../../../components/form/selectOptions';
import type { AnyEntryConfig } from '../entryConfig';
import { LanguageField } from '../fields/LanguageField';
import { kindForm, type FieldRendererProps } from '../kindForm';

interface LanguageValues {
  /** An ISO 639-1 code, or a name the list does not have. */
  language: string;
  /** '' until a level is chosen. */
  level: string;
}

function LevelField() {
  const { t } = useTranslation();
  return (
    <FormTextField<LanguageValues> reserveHelperLine name="level" select required>
      {selectOptions(
        LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`languageLevels.${level}`) })),
      )}
    </FormTextField>
  );
}

function NameField({ autoFocus }: FieldRendererProps<'language'>) {
  return <LanguageField<LanguageValues> name="language" autoFocus={autoFocus} />;
}

export const languageConfig: AnyEntryConfig<'language'> = {
  ...kindForm('language', 'language', { language: NameField, level: LevelField }),
  titleKey: 'sections.language',
  icon: <TranslateIcon />,
  name: (item, locale) => languageName(item.language, locale),
  summary: (item, t, locale) => ({
    title: languageName(item.language, locale),
    subtitle: [t(`languageLevels.${item.level}`), item.note].filter(Boolean).join(' · '),
  }),
};
