import AddLinkIcon from '@mui/icons-material/AddLink';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import { LIMITS } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/FormTextField';
import { urlLink } from '../EntryLinks';
import { kindConfig } from '../kindConfig';

interface ProjectValues {
  links: { label: string; url: string }[];
}

function ProjectLinksField() {
  const { t } = useTranslation();
  const { control, getValues, setValue, setFocus } = useFormContext<ProjectValues>();
  const { fields } = useFieldArray({ control, name: 'links' });
  // A new row's label takes the focus once the row is rendered.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const row = focusRow.current;
    if (row === null || row >= fields.length) return;
    setFocus(`links.${row}.label`);
    focusRow.current = null;
  }, [fields.length, setFocus]);
  // The field array's own append/remove validate the whole list at once, so
  // a row just added would be red before anything is typed; setting the list
  // leaves each field to its own touched state.
  const setLinks = (links: ProjectValues['links']) =>
    setValue('links', links, { shouldDirty: true });
  const append = (link: ProjectValues['links'][number]) => {
    setLinks([...getValues('links'), link]);
    focusRow.current = getValues('links').length - 1;
  };
  const remove = (index: number) => setLinks(getValues('links').filter((_, i) => i !== index));
  return (
    <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {t('profile.entries.project.links')}
      </Typography>
      <Stack spacing={2}>
        {fields.map((link, index) => (
          <Stack
            key={link.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1.5, sm: 1 }}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <FormTextField<ProjectValues>
              reserveHelperLine
              name={`links.${index}.label`}
              required
              placeholder={t('profile.entries.project.linkLabelPlaceholder')}
              sx={{ flex: { sm: '0 0 36%' } }}
              maxLength={LIMITS.shortTextMax}
            />
            <FormTextField<ProjectValues>
              reserveHelperLine
              name={`links.${index}.url`}
              required
              type="url"
              placeholder="https://"
              maxLength={LIMITS.urlMax}
            />
            <Box sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, pt: { sm: 1 } }}>
              <IconButton
                aria-label={t('profile.entries.project.removeLink', { index: index + 1 })}
                onClick={() => remove(index)}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          </Stack>
        ))}
      </Stack>
      {fields.length < LIMITS.projectLinksMax && (
        <Button
          startIcon={<AddLinkIcon />}
          onClick={() => append({ label: '', url: '' })}
          sx={{ mt: fields.length ? 1.5 : 0 }}
        >
          {t('profile.entries.project.addLink')}
        </Button>
      )}
    </Box>
  );
}

export const projectConfig = kindConfig(
  'project',
  'project',
  {
    titleKey: 'pages.profileEdit.projects',
    icon: <FolderSpecialIcon />,
    title: 'name',
    subtitle: ['role'],
    links: (item) => [...urlLink(item.url), ...item.links],
  },
  { links: ProjectLinksField },
);
