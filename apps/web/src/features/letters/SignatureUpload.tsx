import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { HiddenFileInput } from '../../components/form/HiddenFileInput';
import { useRemoveSignature, useSignature, useUploadSignature } from './letters.queries';

/** The signature picture: upload (PNG, JPEG or WebP; kept as PNG with its transparency) or remove. */
export function SignatureUpload() {
  const { t } = useTranslation();
  const signature = useSignature();
  const upload = useUploadSignature();
  const remove = useRemoveSignature();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {signature.data && !signature.data.hasImage && (
        <Typography variant="body2" color="textSecondary">
          {t('letters.studio.signatureMissing')}
        </Typography>
      )}
      <HiddenFileInput
        ref={input}
        accept="image/png,image/jpeg,image/webp"
        label={t('letters.studio.signatureUpload')}
        onFile={(file) =>
          upload.mutate(file, {
            onSuccess: () => notify.success(t('letters.studio.signatureUploaded')),
            onError: (error) =>
              handleApiError(error, { title: t('letters.studio.signatureUpload') }),
          })
        }
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {t('letters.studio.signatureUpload')}
        </Button>
        {signature.data?.hasImage && (
          <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('letters.studio.signatureRemove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
