import { useCountries } from './account.queries';

/**
 * The country's name in the UI language; the code itself while the list
 * loads or when it could not be loaded. Null without a country.
 */
export function useCountryName(code: string | null): string | null {
  const countries = useCountries({ enabled: Boolean(code) });
  if (!code) return null;
  return countries.data?.find((country) => country.code === code)?.name ?? code;
}
