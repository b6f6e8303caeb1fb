import {
  CV_DESIGN_IDS,
  LETTER_CONTACT_FORMS,
  LETTER_FORMS,
  LETTER_LIMITS,
  LETTER_SIGNATURES,
} from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DocumentSelect } from '../../components/form/DocumentSelect';
import { RichTextField } from '../../components/form/RichTextField';
import { useCvDocuments } from '../cv/cvDocuments.queries';
import { Choice, EMPTY_SHOWN, FieldsCard, Text } from './LetterFields';
import type { LetterFormValues } from './letterForm';
import { SignatureUpload } from './SignatureUpload';

/*
 * The cards of the letter studio's form, inside its FormProvider.
 */

/** To whom the letter goes: company, contact person and address. */
export function RecipientCard() {
  const { t } = useTranslation();
  return (
    <FieldsCard title={t('letters.studio.recipient')}>
      <Text name="company" label={t('letters.studio.company')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Text
          name="contactName"
          label={t('letters.studio.contactName')}
          helperText={t('letters.studio.contactNameHelp')}
        />
        <Choice
          name="contactForm"
          label={t('letters.studio.contactForm')}
          emptyLabel="—"
          options={LETTER_CONTACT_FORMS.map((f) => ({
            value: f,
            label: t(`letters.studio.contactForms.${f}`),
          }))}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <Text name="department" label={t('letters.studio.department')} />
      <Text name="street" label={t('letters.studio.street')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: '0 0 140px' }}>
          <Text name="postcode" label={t('letters.studio.postcode')} max={20} />
        </Box>
        <Text name="city" label={t('letters.studio.city')} />
      </Stack>
      <Text name="country" label={t('letters.studio.country')} />
    </FieldsCard>
  );
}

/**
 * The letter itself, in the letter's language (`lang`). `proposal` is the
 * salutation the recipient suggests; `bodyVersion` starts the formatted editor
 * again from the form's text when it changes.
 */
export function LetterTextCard({
  lang,
  proposal,
  bodyVersion,
}: {
  lang: string;
  proposal: string;
  bodyVersion: number;
}) {
  const { t } = useTranslation();
  return (
    <FieldsCard title={t('letters.studio.letter')}>
      <Text
        name="subject"
        label={t('letters.studio.subject')}
        max={LETTER_LIMITS.subjectMax}
        lang={lang}
      />
      <Text
        name="salutation"
        label={t('letters.studio.salutation')}
        helperText={t('letters.studio.salutationHelp', { proposal })}
        lang={lang}
      />
      <RichTextField<LetterFormValues>
        key={bodyVersion}
        name="body"
        label={t('letters.studio.body')}
        maxLength={LETTER_LIMITS.bodyMax}
        minRows={10}
        maxRows={30}
        lang={lang}
      />
      <Text
        name="closing"
        label={t('letters.studio.closing')}
        helperText={lang === 'de' ? 'Mit freundlichen Grüßen' : 'Kind regards'}
        lang={lang}
      />
      <Text
        name="enclosures"
        label={t('letters.studio.enclosures')}
        helperText={t('letters.studio.enclosuresHelp')}
        lang={lang}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Text name="place" label={t('letters.studio.place')} />
        <Text
          name="date"
          type="date"
          label={t('letters.studio.date')}
          helperText={t('letters.studio.dateHelp')}
        />
      </Stack>
    </FieldsCard>
  );
}

/** Which of the sender's lines the letter shows, and how it is signed. */
export function SenderCard({ signature }: { signature: LetterFormValues['signature'] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<LetterFormValues>();
  return (
    <FieldsCard title={t('letters.studio.sender')}>
      <FormGroup>
        {(['address', 'phone', 'email', 'website'] as const).map((line) => (
          <Controller
            key={line}
            control={control}
            name={`sender.${line}`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label={t(`letters.studio.senderLines.${line}`)}
              />
            )}
          />
        ))}
      </FormGroup>
      <Controller
        control={control}
        name="signature"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="letter-signature">{t('letters.studio.signature')}</FormLabel>
            <RadioGroup row aria-labelledby="letter-signature" {...field}>
              {LETTER_SIGNATURES.map((s) => (
                <FormControlLabel
                  key={s}
                  value={s}
                  control={<Radio />}
                  label={t(`letters.studio.signatures.${s}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {signature === 'image' && <SignatureUpload />}
    </FieldsCard>
  );
}

/** Language, design, DIN 5008 form (German letters only), paper, and the CV the letter goes with. */
export function LayoutCard({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<LetterFormValues>();
  const cvs = useCvDocuments();
  return (
    <FieldsCard title={t('letters.studio.layout')}>
      <Choice
        name="settings.lang"
        label={t('letters.studio.language')}
        options={(['de', 'en'] as const).map((l) => ({
          value: l,
          label: LOCALE_NAMES[l],
          lang: l,
        }))}
      />
      <Choice
        name="settings.design"
        label={t('letters.studio.design')}
        options={CV_DESIGN_IDS.map((d) => ({ value: d, label: t(`cv.designs.${d}.name`) }))}
      />
      {lang === 'de' && (
        <Choice
          name="settings.form"
          label={t('letters.studio.form')}
          options={LETTER_FORMS.map((f) => ({ value: f, label: t(`letters.studio.forms.${f}`) }))}
        />
      )}
      <Choice
        name="settings.paper"
        label={t('letters.studio.paper')}
        options={(['a4', 'letter'] as const).map((p) => ({
          value: p,
          label: t(`cv.paper.${p}`),
        }))}
      />
      <Controller
        control={control}
        name="cvId"
        render={({ field }) => (
          <DocumentSelect
            {...field}
            label={t('letters.studio.cv')}
            documents={cvs.data}
            noneLabel={t('letters.studio.noCv')}
            slotProps={EMPTY_SHOWN}
          />
        )}
      />
    </FieldsCard>
  );
}
