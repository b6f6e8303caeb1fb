import { languageName, type Locale } from '@cv/shared';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ISO6391 from 'iso-639-1';
import { useMemo } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/useLocale';
import { useAutocompleteField } from './useAutocompleteField';

export interface LanguageOption {
  code: string;
  /** In the UI language. */
  name: string;
  /** In the language itself. */
  nativeName: string;
}

/** The ISO 639-1 languages, named in the UI language and sorted by that name. */
export function languageOptions(locale: Locale): LanguageOption[] {
  return ISO6391.getAllCodes()
    .map((code) => {
      const name = languageName(code, locale);
      // Where the browser has no name, the list's English one.
      return {
        code,
        name: name === code ? ISO6391.getName(code) : name,
        nativeName: ISO6391.getNativeName(code),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

const filter = createFilterOptions<LanguageOption>({
  // Found by its name in the UI language, in its own, or by its code.
  stringify: (option) => `${option.name} ${option.nativeName} ${option.code}`,
});

interface LanguageFieldProps<T extends FieldValues> {
  name: Path<T>;
  autoFocus?: boolean;
}

/**
 * A language: picked from the ISO 639 list it is stored as its code (and
 * shown in each reader's language); any other text is stored as typed.
 */
export function LanguageField<T extends FieldValues>({ name, autoFocus }: LanguageFieldProps<T>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { field, fieldState, inputProps } = useAutocompleteField<T>(name);
  const options = useMemo(() => languageOptions(locale), [locale]);
  const stored = (field.value as string | null | undefined) ?? '';
  const selected = options.find((option) => option.code === stored) ?? null;

  /** Typing a language's full name counts as picking it. */
  const toStored = (text: string) => {
    const wanted = text.trim().toLocaleLowerCase(locale);
    return options.find((o) => o.name.toLocaleLowerCase(locale) === wanted)?.code ?? text;
  };

  return (
    <Autocomplete<LanguageOption, false, false, true>
      freeSolo
      options={options}
      filterOptions={filter}
      value={selected ?? (stored || null)}
      inputValue={selected?.name ?? stored}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, value) =>
        typeof value !== 'string' && option.code === value.code
      }
      onChange={(_, next) =>
        field.onChange(next === null ? '' : typeof next === 'string' ? toStored(next) : next.code)
      }
      onInputChange={(_, text, reason) => {
        // 'reset' is the list writing a picked option's name: the code is already stored.
        if (reason === 'input') field.onChange(toStored(text));
        else if (reason === 'clear') field.onChange('');
      }}
      // Keyed by code: two codes can share a name (the list would key both by it).
      renderOption={({ key: _byName, ...props }, option) => (
        <li key={option.code} {...props}>
          {option.name}
          {option.nativeName !== option.name && (
            <>
              {' '}
              <Box component="span" lang={option.code} sx={{ color: 'text.secondary', ml: 0.5 }}>
                {option.nativeName}
              </Box>
            </>
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          {...inputProps}
          required
          autoFocus={autoFocus}
          helperText={fieldState.error?.message ?? t('profile.entries.language.languageHelp')}
        />
      )}
    />
  );
}
