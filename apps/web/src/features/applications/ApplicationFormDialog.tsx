import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  APPLICATION_LIMITS,
  WORK_MODES,
  applicationCreateSchema,
  type Application,
  type ApplicationCreate,
} from '@cv/shared';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { handleApiError } from '../../api/handleApiError';
import { useZodForm, type FieldLabels } from '../../app/forms/useZodForm';
import { notify, useToastScope } from '../../app/toast';
import { documentOptions } from '../../components/form/DocumentSelect';
import { DialogFormElement } from '../../components/form/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import { RichTextField } from '../../components/form/RichTextField';
import { selectOptions } from '../../components/form/selectOptions';
import { useCvDocuments } from '../cv/cvDocuments.queries';
import { useCreateApplication, useUpdateApplication } from './applications.queries';

/** Labels of the fields whose names say less than the form does. */
const LABELS: FieldLabels = {
  company: 'applications.fields.company',
  role: 'applications.fields.role',
  location: 'applications.fields.location',
  workMode: 'applications.fields.workMode',
  salaryMin: 'applications.fields.salaryMin',
  salaryMax: 'applications.fields.salaryMax',
  salaryCurrency: 'applications.fields.salaryCurrency',
  source: 'applications.fields.source',
  postingUrl: 'applications.fields.postingUrl',
  postingText: 'applications.fields.postingText',
  notes: 'applications.fields.notes',
  nextStep: 'applications.fields.nextStep',
  followUpOn: 'applications.fields.followUpOn',
  appliedOn: 'applications.fields.appliedOn',
  name: 'applications.fields.contactName',
  email: 'applications.fields.contactEmail',
  phone: 'applications.fields.contactPhone',
};

/** The form's values: text inputs hold strings, the schema turns them into the body. */
interface FormValues {
  company: string;
  role: string;
  location: string;
  workMode: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  source: string;
  postingUrl: string;
  postingText: string;
  notes: string;
  nextStep: string;
  followUpOn: string;
  cvId: string;
  contacts: { name: string; role: string; email: string; phone: string }[];
}

function initialValues(application?: Application): FormValues {
  const text = (value: string | number | null | undefined) => (value ?? '').toString();
  return {
    company: text(application?.company),
    role: text(application?.role),
    location: text(application?.location),
    workMode: application?.workMode ?? '',
    salaryMin: text(application?.salaryMin),
    salaryMax: text(application?.salaryMax),
    salaryCurrency: text(application?.salaryCurrency),
    source: text(application?.source),
    postingUrl: text(application?.postingUrl),
    postingText: text(application?.postingText),
    notes: text(application?.notes),
    nextStep: text(application?.nextStep),
    followUpOn: text(application?.followUpOn),
    cvId: application?.cvId ?? '',
    contacts: (application?.contacts ?? []).map((c) => ({
      name: c.name,
      role: c.role ?? '',
      email: c.email ?? '',
      phone: c.phone ?? '',
    })),
  };
}

/** The form's strings as the API's body: numbers read, empty choices null. */
function toBody(values: FormValues): Record<string, unknown> {
  const number = (value: unknown) => (value === '' ? null : Number(value));
  const orNull = (value: unknown) => (value === '' ? null : value);
  return {
    ...values,
    workMode: orNull(values.workMode),
    salaryMin: number(values.salaryMin),
    salaryMax: number(values.salaryMax),
    salaryCurrency: orNull(values.salaryCurrency),
    followUpOn: orNull(values.followUpOn),
    cvId: orNull(values.cvId),
    contacts: values.contacts.map((c) => ({ ...c, email: c.email || null })),
  };
}

/** The form checks what it would send, with the API's own schema and messages. */
const formSchema = z.preprocess((values) => toBody(values as FormValues), applicationCreateSchema);

interface ApplicationFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The application to edit; a new one without. */
  application?: Application;
  onCreated?: (application: Application) => void;
}

/** Creating or editing an application: company and role, the pasted posting, contacts, follow-up. */
export function ApplicationFormDialog(props: ApplicationFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {t(props.application ? 'applications.form.editTitle' : 'applications.form.createTitle')}
      </DialogTitle>
      {props.open && <ApplicationForm {...props} />}
    </Dialog>
  );
}

function ApplicationForm({ application, onClose, onCreated }: ApplicationFormDialogProps) {
  const { t } = useTranslation();
  const scope = useToastScope();
  const create = useCreateApplication();
  const update = useUpdateApplication(application?.id ?? '');
  const cvs = useCvDocuments();
  const form = useZodForm<FormValues, ApplicationCreate>(
    formSchema as unknown as z.ZodType<ApplicationCreate, FormValues>,
    { labels: LABELS, defaultValues: initialValues(application) },
  );
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });

  const submit = form.handleSubmit(async (body) => {
    try {
      if (application) {
        await update.mutateAsync(body);
        notify.success(t('applications.form.saved'));
      } else {
        const created = await create.mutateAsync(body);
        notify.success(
          t('applications.form.created', { role: created.role, company: created.company }),
        );
        onCreated?.(created);
      }
      scope.dismiss();
      onClose();
    } catch (error) {
      handleApiError(error, { setError: form.setError, scope });
    }
  });

  return (
    <DialogFormElement form={form} onSubmit={(event) => void submit(event)}>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <FormTextField
            name="company"
            label={t('applications.fields.company')}
            required
            maxLength={APPLICATION_LIMITS.companyMax}
          />
          <FormTextField
            name="role"
            label={t('applications.fields.role')}
            required
            maxLength={APPLICATION_LIMITS.roleMax}
          />
          <FormTextField
            name="location"
            label={t('applications.fields.location')}
            maxLength={APPLICATION_LIMITS.locationMax}
          />
          <FormTextField name="workMode" label={t('applications.fields.workMode')} select>
            {selectOptions(
              WORK_MODES.map((mode) => ({
                value: mode,
                label: t(`applications.workModes.${mode}`),
              })),
              t('applications.fields.none'),
            )}
          </FormTextField>
          <Stack direction="row" spacing={1}>
            <FormTextField
              name="salaryMin"
              label={t('applications.fields.salaryMin')}
              type="number"
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <FormTextField
              name="salaryMax"
              label={t('applications.fields.salaryMax')}
              type="number"
              slotProps={{ htmlInput: { min: 0 } }}
            />
          </Stack>
          <FormTextField
            name="salaryCurrency"
            label={t('applications.fields.salaryCurrency')}
            placeholder="EUR"
            maxLength={3}
          />
          <FormTextField
            name="source"
            label={t('applications.fields.source')}
            helperText={t('applications.fields.sourceHelp')}
            maxLength={APPLICATION_LIMITS.sourceMax}
          />
          <FormTextField
            name="postingUrl"
            label={t('applications.fields.postingUrl')}
            type="url"
            placeholder="https://"
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              name="postingText"
              label={t('applications.fields.postingText')}
              helperText={t('applications.fields.postingTextHelp')}
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
              maxLength={APPLICATION_LIMITS.postingTextMax}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <RichTextField<FormValues>
              name="notes"
              label={t('applications.fields.notes')}
              maxLength={APPLICATION_LIMITS.notesMax}
              minRows={3}
            />
          </Box>
          <FormTextField
            name="nextStep"
            label={t('applications.fields.nextStep')}
            maxLength={APPLICATION_LIMITS.nextStepMax}
          />
          <FormTextField
            name="followUpOn"
            label={t('applications.fields.followUpOn')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField name="cvId" label={t('applications.fields.cv')} select>
            {documentOptions(cvs.data, t('applications.fields.none'))}
          </FormTextField>
        </Box>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
          {t('applications.fields.contacts')}
        </Typography>
        <Stack spacing={2}>
          {contacts.fields.map((field, index) => (
            <Box
              key={field.id}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <FormTextField
                name={`contacts.${index}.name`}
                label={t('applications.fields.contactName')}
                required
                maxLength={APPLICATION_LIMITS.contactNameMax}
              />
              <FormTextField
                name={`contacts.${index}.role`}
                label={t('applications.fields.contactRole')}
                maxLength={APPLICATION_LIMITS.roleMax}
              />
              <FormTextField
                name={`contacts.${index}.email`}
                label={t('applications.fields.contactEmail')}
                type="email"
              />
              <FormTextField
                name={`contacts.${index}.phone`}
                label={t('applications.fields.contactPhone')}
                type="tel"
                maxLength={APPLICATION_LIMITS.contactPhoneMax}
              />
              <IconButton
                aria-label={t('applications.fields.removeContact', {
                  name: form.getValues().contacts[index]?.name || index + 1,
                })}
                onClick={() => contacts.remove(index)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Stack>
        {contacts.fields.length < APPLICATION_LIMITS.contactsMax && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => contacts.append({ name: '', role: '', email: '', phone: '' })}
            sx={{ mt: 1 }}
          >
            {t('applications.fields.addContact')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('applications.form.cancel')}</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t(application ? 'applications.form.save' : 'applications.form.create')}
        </Button>
      </DialogActions>
    </DialogFormElement>
  );
}
