import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { defaultTheme, type Profile, type Theme } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';
import { useZodForm } from '../../../app/forms/useZodForm';
import { notify, useToastScope } from '../../../app/toast';
import { useSaveTheme } from '../profile.queries';
import { useUnsavedChanges } from '../ui/UnsavedChanges';
import { ColorField } from './ColorField';
import { isHexColor, sameTheme, themeFormSchema, type ThemeValues } from './themeForm';
import { ThemePreview } from './ThemePreview';

/**
 * Background and header colour of the public profile with a live preview.
 * "Reset to defaults" saves the defaults at once (there is no reset call).
 */
export function ThemeEditor({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const form = useZodForm(themeFormSchema, { defaultValues: profile.theme, mode: 'onChange' });
  const toasts = useToastScope();
  const { isDirty } = form.formState;
  useUnsavedChanges('theme', isDirty);
  const save = useSaveTheme();
  const watched = useWatch({ control: form.control });

  // Half-typed colours keep the last saved one in the preview.
  const colors: ThemeValues = {
    backgroundColor: validOr(watched.backgroundColor, profile.theme.backgroundColor),
    surfaceColor: validOr(watched.surfaceColor, profile.theme.surfaceColor),
  };
  const isDefault = sameTheme(profile.theme, defaultTheme) && sameTheme(colors, defaultTheme);

  const store = async (theme: Theme, success: string) => {
    try {
      const saved = await save.mutateAsync(theme);
      form.reset(saved);
      toasts.dismiss();
      notify.success(success);
    } catch (error) {
      handleApiError(error, {
        title: t('profile.errors.themeSave'),
        setError: form.setError,
        scope: toasts,
      });
    }
  };

  const handleSubmit = form.handleSubmit((values) => store(values, t('profile.theme.saved')));

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('profile.theme.intro')}
        </Typography>
        <ThemePreview
          colors={colors}
          name={profile.displayName}
          jobTitle={profile.jobTitle}
          pictureUrl={profile.thumbnailUrl}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            mt: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' },
          }}
        >
          <ColorField name="backgroundColor" />
          <ColorField name="surfaceColor" />
        </Box>
        <Stack direction="row" sx={{ mt: 3, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button
            startIcon={<RestartAltIcon />}
            onClick={() => void store(defaultTheme, t('profile.theme.resetDone'))}
            disabled={isDefault || save.isPending}
          >
            {t('profile.theme.reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={save.isPending}>
            {t('profile.theme.save')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

function validOr(value: string | undefined, fallback: string): string {
  return isHexColor(value) ? value : fallback;
}
