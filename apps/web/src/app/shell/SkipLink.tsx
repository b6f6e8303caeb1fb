import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

const Anchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus': { top: theme.spacing(1.5), outline: `3px solid ${theme.vars.palette.primary.light}` },
}));

/** The first focusable element: jumps over the app bar to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return <Anchor href={`#${MAIN_ID}`}>{t('app.skipToContent')}</Anchor>;
}
