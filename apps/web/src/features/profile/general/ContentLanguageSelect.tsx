import { LOCALES, isLocale, type Locale } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { selectOptions } from '../../../components/form/selectOptions';

interface ContentLanguageSelectProps {
  value: Locale;
  onChange: (lang: Locale) => void;
  disabled?: boolean;
  /** Why it is disabled, said instead of the explanation. */
  disabledReason?: string;
  /** A new profile: nothing to swap yet, so no word about swapping. */
  forNewProfile?: boolean;
  name?: string;
  sx?: SxProps<Theme>;
}

/**
 * "Your texts are written in": the profile's primary content language, each
 * language named in its own language. Changing it on a saved profile swaps
 * every text with its translation where there is one (the server does it).
 */
export function ContentLanguageSelect({
  value,
  onChange,
  disabled,
  disabledReason,
  forNewProfile = false,
  name = 'contentLanguage',
  sx,
}: ContentLanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={t('profile.translation.contentLanguage')}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const next = event.target.value;
        if (isLocale(next) && next !== value) onChange(next);
      }}
      helperText={
        disabled && disabledReason
          ? disabledReason
          : t(
              forNewProfile
                ? 'profile.translation.contentLanguageNewHelp'
                : 'profile.translation.contentLanguageHelp',
            )
      }
      sx={sx}
    >
      {selectOptions(
        LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code], lang: code })),
      )}
    </TextField>
  );
}
