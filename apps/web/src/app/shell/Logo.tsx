import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import logoDark from './logo-dark.svg';
import logoLight from './logo-light.svg';

/**
 * The light or dark logo, chosen by the browser from the system colour scheme
 * (the app's theme follows the same preference), so it switches live and
 * never flashes the wrong variant.
 */
export function Logo({ size = 36 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Box component="picture" sx={{ display: 'inline-flex', flexShrink: 0 }}>
      <source srcSet={logoDark} media="(prefers-color-scheme: dark)" />
      <img
        src={logoLight}
        alt={t('app.logoAlt')}
        width={size}
        height={size}
        data-testid="app-logo"
      />
    </Box>
  );
}
