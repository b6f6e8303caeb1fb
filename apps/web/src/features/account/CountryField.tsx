import type { Country } from '@cv/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { useCountries } from './account.queries';
import type { AccountFieldProps } from './accountForm';
import { QueryLoadError } from '../../components/feedback/LoadError';

/**
 * The country picker: ISO codes with names in the UI language from
 * GET /api/countries (cached for a day per language). Typing filters the
 * list. When the list cannot be loaded the stored code stays and is saved
 * unchanged, and the user is told why the list is empty.
 */
export function CountryField({ control }: AccountFieldProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const { field, fieldState } = useController({ control, name: 'country' });
  const code = typeof field.value === 'string' ? field.value.toUpperCase() : '';

  const options = useMemo<Country[]>(() => {
    const list = countries.data ?? [];
    // A stored code the list does not name (or no list yet) is still a valid choice.
    return code && !list.some((c) => c.code === code) ? [{ code, name: code }, ...list] : list;
  }, [countries.data, code]);
  const selected = options.find((c) => c.code === code) ?? null;

  return (
    <Box>
      <Autocomplete
        id="field-country"
        options={options}
        value={selected}
        onChange={(_event, option) => field.onChange(option?.code ?? '')}
        onBlur={field.onBlur}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.code}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        loading={countries.isPending}
        loadingText={t('app.loading')}
        noOptionsText={t('account.ui.edit.noCountry')}
        openText={t('account.ui.edit.openCountries')}
        closeText={t('actions.close')}
        clearText={t('account.ui.edit.clearCountry')}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            name={field.name}
            inputRef={field.ref}
            label={t('fields.country')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? ' '}
          />
        )}
      />
      {countries.isError && (
        <Box sx={{ mt: 1.5 }}>
          <QueryLoadError
            title={t('account.countries.error')}
            detail={t('account.countries.detail')}
            query={countries}
          />
        </Box>
      )}
    </Box>
  );
}
