import type { EntryKind, Locale } from '@cv/shared';
import { TranslationField } from './TranslationField';
import { translationFieldsOf } from './translationValues';

interface EntryTranslationFieldsProps {
  kind: EntryKind;
  lang: Locale;
  primary: Locale;
  /** The entry's primary texts, shown as hints (nothing edits them here). */
  primaryValues: Record<string, unknown>;
  /** One column (the studio's narrow dialog) rather than two from tablet width. */
  narrow?: boolean;
}

/**
 * An entry's form in the second language: its translatable fields only, each
 * with the primary text as a hint. Names, dates, links and levels are not
 * there: they are the same in both languages and stay as they are.
 */
export function EntryTranslationFields({
  kind,
  lang,
  primary,
  primaryValues,
  narrow,
}: EntryTranslationFieldsProps) {
  const fields = translationFieldsOf(kind);
  return fields.map(({ name, type }, index) => (
    <TranslationField
      key={name}
      field={name}
      type={type}
      lang={lang}
      primary={primary}
      primaryValue={primaryValues[name]}
      autoFocus={index === 0}
      // Short texts side by side, longer ones across the dialog.
      sx={narrow || type !== 'short' ? { gridColumn: '1 / -1' } : undefined}
    />
  ));
}
