import PsychologyIcon from '@mui/icons-material/Psychology';
import { LIMITS, skillLevelKey } from '@cv/shared';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AnyEntryConfig } from '../entryConfig';
import { SuggestionField } from '../fields/SuggestionField';
import { kindForm, type FieldRendererProps } from '../kindForm';

interface SkillValues {
  name: string;
  type: string;
  /** 0 while no star is chosen: the schema's range message then says what is missing. */
  level: number;
  keywords: string[];
}

/** Type suggestions, before the types the user already has. */
const SUGGESTIONS = [
  'programmingLanguages',
  'frameworks',
  'tools',
  'languages',
  'communication',
  'leadership',
] as const;

function levelText(level: number, t: TFunction): string {
  return `${t(skillLevelKey(level))} (${t('profile.entries.skill.levelValue', {
    level,
    max: LIMITS.skillLevelMax,
  })})`;
}

function SkillTypeField({ items }: FieldRendererProps<'skill'>) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const own = items.map((item) => item.type);
    const suggested = SUGGESTIONS.map((key) => t(`profile.entries.skill.suggestions.${key}`));
    return [...new Set([...own, ...suggested])].sort((a, b) => a.localeCompare(b));
  }, [items, t]);
  return (
    <SuggestionField<SkillValues>
      name="type"
      options={options}
      required
      helperText={t('profile.entries.skill.typeHelp')}
    />
  );
}

function SkillLevelField() {
  const { t } = useTranslation();
  const { control } = useFormContext<SkillValues>();
  const { field, fieldState } = useController({ control, name: 'level' });
  const labelId = useId();
  const errorId = useId();
  return (
    <FormControl
      component="fieldset"
      error={Boolean(fieldState.error)}
      required
      sx={{ gridColumn: '1 / -1' }}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
        {t('fields.level')}
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Rating
          name={field.name}
          value={field.value || null}
          max={LIMITS.skillLevelMax}
          size="large"
          onChange={(_, value) => field.onChange(value ?? 0)}
          onBlur={field.onBlur}
          getLabelText={(value) => levelText(value, t)}
          emptyLabelText={t('profile.entries.skill.levelEmpty')}
        />
        {field.value > 0 && (
          <Typography color="textSecondary">{t(skillLevelKey(field.value))}</Typography>
        )}
      </Stack>
      {fieldState.error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormControl>
  );
}

export const skillConfig: AnyEntryConfig<'skill'> = {
  ...kindForm('skill', 'skill', { type: SkillTypeField, level: SkillLevelField }),
  titleKey: 'pages.profileEdit.skills',
  icon: <PsychologyIcon />,
  name: (item) => item.name,
  summary: (item, t) => ({
    title: item.name,
    subtitle: [item.type, item.keywords.join(', ')].filter(Boolean).join(' · '),
    extra: (
      <Rating
        value={item.level}
        max={LIMITS.skillLevelMax}
        readOnly
        size="small"
        getLabelText={(value) => levelText(value, t)}
        sx={{ mt: 0.5 }}
      />
    ),
  }),
};
