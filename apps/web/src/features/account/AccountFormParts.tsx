import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ContainerProps } from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { PageContainer } from '../../components/PageContainer';
import { PageHeader } from '../../components/PageHeader';
import { PATHS } from '../../app/paths';

/** 'Back to account' above the title of the account's sub-pages. */
export function BackToAccountLink() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to={PATHS.account}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {t('account.ui.backToAccount')}
    </Link>
  );
}

/** A page below the account: its title with the way back to the account above. */
export function AccountSubPage({
  maxWidth,
  title,
  subtitle,
  children,
}: {
  maxWidth: ContainerProps['maxWidth'];
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <PageContainer maxWidth={maxWidth}>
      <PageHeader before={<BackToAccountLink />} title={title} subtitle={subtitle} />
      {children}
    </PageContainer>
  );
}

/**
 * Cancel (back to the account) and the submit button of an account form;
 * stacked with the submit on top on narrow screens.
 */
function AccountFormActions({
  submitLabel,
  submitting,
}: {
  submitLabel: string;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ mt: 3, justifyContent: 'flex-end' }}
    >
      <LinkButton to={PATHS.account} disabled={submitting}>
        {t('actions.cancel')}
      </LinkButton>
      <Button type="submit" variant="contained" loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** The form of an account sub-page: its fields, then cancel and the submit button. */
export function AccountPageForm({
  label,
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  /** Names the form for assistive technology: usually the page's title. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <AccountFormActions submitLabel={submitLabel} submitting={submitting} />
    </Box>
  );
}
