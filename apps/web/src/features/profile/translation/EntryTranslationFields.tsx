import type { EntryKind, Locale } from '@cv/shared';
import { TranslationField } from './TranslationField';
import { translationFieldsOf, type TranslationField as Field } from './translationValues';

interface TranslationFieldsProps {
  fields: readonly Field[];
  lang: Locale;
  primary: Locale;
  /** The primary texts, shown as hints (nothing edits them here). */
  primaryValues: Record<string, unknown>;
  /** One column (the studio's narrow dialog) rather than two from tablet width. */
  narrow?: boolean;
  /** The first field takes the keyboard (a dialog opening on them). */
  autoFocus?: boolean;
}

/**
 * Texts in the second language, each with its primary text as the hint;
 * short texts side by side, longer ones across the form's grid.
 */
export function TranslationFields({
  fields,
  lang,
  primary,
  primaryValues,
  narrow,
  autoFocus,
}: TranslationFieldsProps) {
  return fields.map(({ name, type }, index) => (
    <TranslationField
      key={name}
      field={name}
      type={type}
      lang={lang}
      primary={primary}
      primaryValue={primaryValues[name]}
      autoFocus={autoFocus && index === 0}
      sx={narrow || type !== 'short' ? { gridColumn: '1 / -1' } : undefined}
    />
  ));
}

/**
 * An entry's form in the second language: its translatable fields only, each
 * with the primary text as a hint. Names, dates, links and levels are not
 * there: they are the same in both languages and stay as they are.
 */
export function EntryTranslationFields({
  kind,
  ...props
}: Omit<TranslationFieldsProps, 'fields' | 'autoFocus'> & { kind: EntryKind }) {
  return <TranslationFields fields={translationFieldsOf(kind)} autoFocus {...props} />;
}
