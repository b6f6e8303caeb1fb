import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { Account } from '@cv/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/dates';
import { useLocale } from '../../app/useLocale';
import { useCountryName } from './useCountryName';

interface DetailProps {
  label: string;
  children: ReactNode;
  /** Spans both columns, e.g. the address. */
  wide?: boolean;
}

function Detail({ label, children, wide = false }: DetailProps) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        color={empty ? 'text.secondary' : 'text.primary'}
      >
        {empty ? t('account.ui.view.notProvided') : children}
      </Typography>
    </Box>
  );
}

/** Joins the parts that are there with a separator; null when none is. */
function joined(parts: (string | null | undefined)[], separator: string): string | null {
  const present = parts.filter((part): part is string => Boolean(part?.trim()));
  return present.length ? present.join(separator) : null;
}

/** Every field of the account, formatted for the current language. */
export function AccountDetails({ account }: { account: Account }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryName = useCountryName(account.country);
  const verified = account.status === 'VERIFIED';
  const address = joined(
    [
      joined([account.street, account.houseNumber], ' '),
      joined([account.postcode, account.city], ' '),
      countryName,
    ],
    '\n',
  );

  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Detail label={t('fields.username')}>{account.username}</Detail>
      <Detail label={t('fields.email')}>
        {account.email && (
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>{account.email}</span>
            <Chip
              size="small"
              variant="outlined"
              color={verified ? 'success' : 'warning'}
              icon={verified ? <CheckCircleIcon /> : <ScheduleIcon />}
              label={t(verified ? 'account.ui.view.verified' : 'account.ui.view.unverified')}
            />
          </Box>
        )}
      </Detail>
      <Detail label={t('fields.firstName')}>{account.firstName}</Detail>
      <Detail label={t('fields.lastName')}>{account.lastName}</Detail>
      <Detail label={t('fields.phone')}>{account.phone}</Detail>
      <Detail label={t('fields.birthday')}>
        {account.birthday && formatDate(account.birthday, locale)}
      </Detail>
      <Detail label={t('account.ui.view.address')} wide>
        {address}
      </Detail>
      <Detail label={t('account.ui.view.memberSince')}>
        {formatDate(account.createdAt, locale)}
      </Detail>
    </Box>
  );
}
