import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { hasText, languageName, LIMITS, type Locale } from '@cv/shared';
import { LOCALE_NAMES } from '@cv/shared/i18n';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/useLocale';
import { fieldLabelKey, FormTextField } from '../../../components/form/FormTextField';
import { RichTextField } from '../../../components/form/RichTextField';
import { TextListField } from '../../../components/form/TextListField';
import { hintText, isList, maxLengthOf, type TranslationFieldType } from './translationValues';

interface TranslationFieldProps {
  /** The field being translated, e.g. 'jobTitle' (its label: `fields.jobTitle`). */
  field: string;
  type: TranslationFieldType;
  /** The language edited, and the one of the primary text. */
  lang: Locale;
  primary: Locale;
  /** The primary text, shown as a hint and copied on request. */
  primaryValue: unknown;
  /** The form's path of the translation; by default `translations.<lang>.<field>`. */
  name?: string;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * One field in the second language: the editor of its translation, the
 * primary text under it as a hint (its description), and a button copying
 * the primary text into the translation to edit from there.
 */
export function TranslationField({
  field,
  type,
  lang,
  primary,
  primaryValue,
  name = `translations.${lang}.${field}`,
  autoFocus,
  sx,
}: TranslationFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { setValue, setFocus } = useFormContext<FieldValues>();
  const hintId = useId();
  const label = t('profile.translation.fieldLabel', {
    label: t(fieldLabelKey(field)),
    language: LOCALE_NAMES[lang],
  });
  const copyLabel = t('profile.translation.copy', {
    label: t(fieldLabelKey(field)),
    language: LOCALE_NAMES[primary],
  });
  const present = hasText(primaryValue);
  const hint = hintText(primaryValue);

  const copy = () => {
    const value = Array.isArray(primaryValue)
      ? [...(primaryValue as string[])]
      : typeof primaryValue === 'string'
        ? primaryValue
        : '';
    setValue(name, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    // Back in the text, to go on from the copy (lists have no single input to go to).
    if (!isList(type)) requestAnimationFrame(() => setFocus(name));
  };

  const editor =
    type === 'short' ? (
      <FormTextField<FieldValues>
        name={name}
        label={label}
        autoFocus={autoFocus}
        describedBy={hintId}
        maxLength={maxLengthOf(type)}
        slotProps={{ htmlInput: { lang } }}
      />
    ) : type === 'rich' ? (
      <RichTextField<FieldValues>
        name={name}
        label={label}
        autoFocus={autoFocus}
        describedBy={hintId}
        lang={lang}
      />
    ) : (
      <TextListField<FieldValues>
        name={name}
        label={label}
        messages={`profile.textList.${type}`}
        itemMaxLength={type === 'highlights' ? LIMITS.highlightMax : LIMITS.shortTextMax}
        describedBy={hintId}
        lang={lang}
      />
    );

  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {editor}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          mt: 0.25,
          // Under a text field's helper line; a list has none.
          ml: isList(type) ? 0 : 1.75,
          mr: -0.5,
        }}
      >
        <Typography
          id={hintId}
          variant="body2"
          color="textSecondary"
          sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {present ? (
            <>
              {`${languageName(primary, locale)}: `}
              <span lang={primary}>{hint}</span>
            </>
          ) : (
            t('profile.translation.hintEmpty', { language: LOCALE_NAMES[primary] })
          )}
        </Typography>
        <Tooltip title={copyLabel} describeChild>
          {/* A disabled button gets no pointer events: the tooltip sits on a wrapper. */}
          <span>
            <IconButton size="small" aria-label={copyLabel} onClick={copy} disabled={!present}>
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
