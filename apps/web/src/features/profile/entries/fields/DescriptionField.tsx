import { LIMITS } from '@cv/shared';
import { FormTextField } from '../../../../components/form/FormTextField';

/** The long text of work experience, education and projects. */
export function DescriptionField() {
  return (
    <FormTextField<{ description: string }>
      name="description"
      multiline
      minRows={4}
      maxRows={14}
      maxLength={LIMITS.longTextMax}
      sx={{ gridColumn: '1 / -1' }}
    />
  );
}
