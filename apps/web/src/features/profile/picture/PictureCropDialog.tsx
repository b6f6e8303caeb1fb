import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useFullScreenDialog } from '../ui/useFullScreenDialog';
import { cropToSquare } from './picture';

interface PictureCropDialogProps {
  /** An object URL of the chosen file; null keeps the dialog closed. */
  source: string | null;
  onCancel: () => void;
  onCropped: (picture: Blob) => void;
}

const MAX_ZOOM = 4;

/** Crops the chosen picture to a square: drag, zoom (slider, wheel, pinch) and arrow keys. */
export function PictureCropDialog({ source, onCancel, onCropped }: PictureCropDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={source !== null}
      onClose={onCancel}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('profile.picture.cropTitle')}</DialogTitle>
      {source && (
        // Keyed by the file: a new file starts uncropped.
        <CropContent key={source} source={source} onCancel={onCancel} onCropped={onCropped} />
      )}
    </Dialog>
  );
}

function CropContent({ source, onCancel, onCropped }: PictureCropDialogProps & { source: string }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const handleApply = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onCropped(await cropToSquare(source, area));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent>
        <DialogContentText id={hintId} sx={{ mb: 2 }}>
          {t('profile.picture.cropHint')}
        </DialogContentText>
        <Box
          sx={{
            position: 'relative',
            // Full screen on phones: the crop area takes most of it.
            height: { xs: '55vh', sm: 360 },
            minHeight: 260,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: '#111827',
            // The library's focus ring is invisible on a dark backdrop.
            '& .reactEasyCrop_CropArea:focus-visible': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={1}
            showGrid
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            mediaProps={{ onError: () => setFailed(true) }}
            cropperProps={{
              role: 'group',
              'aria-label': t('profile.picture.cropArea'),
              'aria-describedby': hintId,
            }}
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, px: 1 }}>
          <ZoomOutIcon color="action" aria-hidden />
          {/* In percent: whole numbers for the slider, no 1.3000000000000003. */}
          <Slider
            value={Math.round(zoom * 100)}
            min={100}
            max={MAX_ZOOM * 100}
            step={5}
            onChange={(_, value) => setZoom((value as number) / 100)}
            aria-label={t('profile.picture.zoom')}
            getAriaValueText={(value) => `${value} %`}
          />
          <ZoomInIcon color="action" aria-hidden />
        </Stack>
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('profile.picture.readError')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void handleApply()}
          loading={busy}
          disabled={!area || failed}
        >
          {t('profile.picture.apply')}
        </Button>
      </DialogActions>
    </>
  );
}
