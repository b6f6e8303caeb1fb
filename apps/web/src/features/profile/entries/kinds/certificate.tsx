import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { certificateInputSchema, LIMITS } from '@cv/shared';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../../components/form/FormTextField';
import { formatMonthYear } from '../../../../app/dates';
import type { EntryConfig } from '../entryConfig';
import { EntryLinks, urlLink } from '../EntryLinks';
import { MonthField } from '../fields/MonthField';

interface CertificateValues {
  name: string;
  issuer: string;
  date: string | null;
  expiry: string | null;
  url: string;
  credentialId: string;
}

function CertificateFields() {
  return (
    <>
      <FormTextField<CertificateValues>
        reserveHelperLine
        name="name"
        required
        autoFocus
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<CertificateValues>
        reserveHelperLine
        name="issuer"
        maxLength={LIMITS.shortTextMax}
      />
      <MonthField<CertificateValues> name="date" bound="start" />
      <MonthField<CertificateValues> name="expiry" bound="end" />
      <FormTextField<CertificateValues>
        reserveHelperLine
        name="credentialId"
        maxLength={LIMITS.shortTextMax}
      />
      <FormTextField<CertificateValues>
        reserveHelperLine
        name="url"
        type="url"
        placeholder="https://"
        maxLength={LIMITS.urlMax}
      />
    </>
  );
}

export const certificateConfig: EntryConfig<'certificate', CertificateValues> = {
  kind: 'certificate',
  messages: 'certificate',
  titleKey: 'sections.certificate',
  icon: <WorkspacePremiumIcon />,
  schema: certificateInputSchema,
  emptyValues: () => ({
    name: '',
    issuer: '',
    date: null,
    expiry: null,
    url: '',
    credentialId: '',
  }),
  toValues: (item) => ({
    name: item.name,
    issuer: item.issuer ?? '',
    date: item.date,
    expiry: item.expiry,
    url: item.url ?? '',
    credentialId: item.credentialId ?? '',
  }),
  name: (item) => item.name,
  summary: (item, t, locale) => ({
    title: item.name,
    subtitle: item.issuer ?? undefined,
    date: item.date,
    extra: (
      <>
        {item.expiry && (
          <Typography variant="body2" color="textSecondary">
            {t('profile.entries.certificate.validUntil', {
              date: formatMonthYear(item.expiry, locale),
            })}
          </Typography>
        )}
        <EntryLinks links={urlLink(item.url)} />
      </>
    ),
  }),
  Fields: CertificateFields,
};
