import { LETTER_LIMITS } from '@cv/shared';
import Stack from '@mui/material/Stack';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { FormTextField } from '../../components/form/FormTextField';
import { selectOptions, type SelectOption } from '../../components/form/selectOptions';
import { SectionCard } from '../../components/SectionCard';
import type { LetterFormValues } from './letterForm';

/*
 * The letter studio's form fields, bound to its form through the form's context.
 */

/** A select whose empty choice ("No CV", "—") shows as a choice, its label above it. */
export const EMPTY_SHOWN = {
  select: { displayEmpty: true },
  inputLabel: { shrink: true },
} as const;

/** A text field bound to the letter's form; a line's length at most unless `max` says otherwise. */
export function Text({
  max = LETTER_LIMITS.lineMax,
  type,
  lang,
  ...props
}: {
  name: keyof LetterFormValues;
  label: string;
  helperText?: string;
  max?: number;
  type?: string;
  lang?: string;
}) {
  return (
    <FormTextField<LetterFormValues>
      {...props}
      type={type}
      maxLength={max}
      labelAbove={type === 'date'}
      slotProps={{ htmlInput: { lang } }}
    />
  );
}

/** A select bound to the letter's form. */
export function Choice({
  options,
  emptyLabel,
  ...props
}: {
  name: FieldPath<LetterFormValues>;
  label: string;
  options: readonly SelectOption[];
  /** The label of an empty choice ('') before the options; none without. */
  emptyLabel?: string;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <FormTextField<LetterFormValues>
      {...props}
      select
      fullWidth={false}
      slotProps={emptyLabel === undefined ? undefined : EMPTY_SHOWN}
    >
      {selectOptions(options, emptyLabel)}
    </FormTextField>
  );
}

/** A card of the studio's form: its fields one under another. */
export function FieldsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Stack spacing={2}>{children}</Stack>
    </SectionCard>
  );
}
