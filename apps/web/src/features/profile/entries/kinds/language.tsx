import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_LEVELS, languageInputSchema, languageName, LIMITS } from '@cv/shared';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import type { EntryConfig } from '../entryConfig';
import { LanguageField } from '../fields/LanguageField';

interface LanguageValues {
  /** An ISO 639-1 code, or a name the list does not have. */
  language: string;
  /** '' until a level is chosen. */
  level: string;
  note: string;
}

function LanguageFields() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageField<LanguageValues> name="language" autoFocus />
      <FormTextField<LanguageValues> reserveHelperLine name="level" select required>
        {LANGUAGE_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`languageLevels.${level}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<LanguageValues>
        reserveHelperLine
        name="note"
        placeholder={t('profile.entries.language.notePlaceholder')}
        sx={{ gridColumn: '1 / -1' }}
        maxLength={LIMITS.shortTextMax}
      />
    </>
  );
}

export const languageConfig: EntryConfig<'language', LanguageValues> = {
  kind: 'language',
  messages: 'language',
  titleKey: 'sections.language',
  icon: <TranslateIcon />,
  schema: languageInputSchema,
  emptyValues: () => ({ language: '', level: '', note: '' }),
  toValues: (item) => ({ language: item.language, level: item.level, note: item.note ?? '' }),
  name: (item, locale) => languageName(item.language, locale),
  summary: (item, t, locale) => ({
    title: languageName(item.language, locale),
    subtitle: [t(`languageLevels.${item.level}`), item.note].filter(Boolean).join(' · '),
  }),
  Fields: LanguageFields,
};
