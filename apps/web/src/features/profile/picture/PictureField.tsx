import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UndoIcon from '@mui/icons-material/Undo';
import { LIMITS } from '@cv/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '../../../components/form/HiddenFileInput';
import { checkPictureFile, PICTURE_TYPES } from './picture';
import { PictureCropDialog } from './PictureCropDialog';

/** The picture fields of the profile form; `profilePicture` is the multipart part's name. */
export interface PictureValues {
  profilePicture?: Blob | null;
  removePicture?: boolean;
}

const SIZE = 112;

/**
 * The profile picture: preview, choose a file (checked against the 2 MB limit
 * and the accepted types before anything is read), crop it to a square, or
 * remove it. The result waits in the form until the form is saved.
 */
export function PictureField({ currentUrl }: { currentUrl: string | null }) {
  const { t } = useTranslation();
  const { control, setValue, setError, clearErrors } = useFormContext<PictureValues>();
  const picture = useWatch({ control, name: 'profilePicture' });
  const removed = useWatch({ control, name: 'removePicture' });
  const { errors } = useFormState({ control, name: 'profilePicture' });
  const error = errors.profilePicture?.message;
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropSource, setCropSource] = useState<string | null>(null);
  const hintId = useId();
  const errorId = useId();

  const hasPicture = Boolean(picture) || (Boolean(currentUrl) && !removed);

  const handleFile = (file: File) => {
    const problem = checkPictureFile(file);
    if (problem) {
      setError('profilePicture', {
        type: problem,
        message:
          problem === 'size'
            ? t('validation.fileSize', { maxSize: LIMITS.pictureMaxMb })
            : t('profile.errors.pictureInvalid'),
      });
      return;
    }
    clearErrors('profilePicture');
    setCropSource(URL.createObjectURL(file));
  };

  const closeCrop = () => {
    if (cropSource) URL.revokeObjectURL(cropSource);
    setCropSource(null);
  };

  const handleCropped = (blob: Blob) => {
    setValue('profilePicture', blob, { shouldDirty: true });
    setValue('removePicture', false, { shouldDirty: true });
    closeCrop();
  };

  const handleRemove = () => {
    clearErrors('profilePicture');
    setValue('profilePicture', null, { shouldDirty: true });
    if (currentUrl) setValue('removePicture', true, { shouldDirty: true });
  };

  const status = picture
    ? t('profile.picture.pending')
    : removed && currentUrl
      ? t('profile.picture.removed')
      : null;

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 3 }}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <Avatar
        sx={{
          width: SIZE,
          height: SIZE,
          flexShrink: 0,
          bgcolor: 'action.selected',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {picture ? (
          <BlobImage blob={picture} alt={t('profile.picture.alt')} />
        ) : currentUrl && !removed ? (
          <Box component="img" src={currentUrl} alt={t('profile.picture.alt')} sx={imageSx} />
        ) : (
          <PersonIcon sx={{ fontSize: 56 }} />
        )}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => inputRef.current?.click()}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          >
            {hasPicture ? t('profile.picture.change') : t('profile.picture.upload')}
          </Button>
          {hasPicture && (
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={handleRemove}>
              {t('profile.picture.remove')}
            </Button>
          )}
          {removed && currentUrl && !picture && (
            <Button
              startIcon={<UndoIcon />}
              onClick={() => setValue('removePicture', false, { shouldDirty: true })}
            >
              {t('profile.picture.keep')}
            </Button>
          )}
        </Stack>
        <HiddenFileInput
          ref={inputRef}
          accept={PICTURE_TYPES.join(',')}
          data-testid="picture-input"
          label={t('fields.profilePicture')}
          onFile={handleFile}
          problem={error}
          problemId={errorId}
        />
        {status && (
          <Typography variant="body2" color="primary" sx={{ mt: 1 }} role="status">
            {status}
          </Typography>
        )}
        <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('profile.picture.hint', { maxSize: LIMITS.pictureMaxMb })}
        </Typography>
      </Box>
      <PictureCropDialog source={cropSource} onCancel={closeCrop} onCropped={handleCropped} />
    </Stack>
  );
}

const imageSx = { width: '100%', height: '100%', objectFit: 'cover' } as const;

/** Shows a Blob through an object URL that lives exactly as long as the element. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <Box component="img" ref={ref} alt={alt} sx={imageSx} />;
}
