import DownloadIcon from '@mui/icons-material/Download';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '../../components/QrCodeImage';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';

/** The owner's QR code, answered by the server under the same origin as the app's API. */
export const QR_SVG_URL = '/api/account/qr.svg';
export const QR_PNG_URL = '/api/account/qr.png';

/**
 * A QR code of the public profile's address, for business cards, slides and
 * posters: shown as an image (the browser fetches it with the session
 * cookie) and offered as SVG (print, any size) and PNG (1024 px).
 */
export function QrCodeCard({ username }: { username: string }) {
  const { t } = useTranslation();
  const file = `qr-${username}`;
  const downloads = [
    { url: QR_SVG_URL, extension: 'svg', label: t('account.shareTools.qr.downloadSvg') },
    { url: QR_PNG_URL, extension: 'png', label: t('account.shareTools.qr.downloadPng') },
  ];
  return (
    <SectionCard icon={<QrCode2Icon />} title={t('account.shareTools.qr.title')}>
      <SectionIntro>{t('account.shareTools.qr.description')}</SectionIntro>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <QrCodeImage
          src={QR_SVG_URL}
          alt={t('account.shareTools.qr.alt')}
          size={160}
          sx={{ flexShrink: 0 }}
        />
        <Stack spacing={1}>
          {downloads.map(({ url, extension, label }) => (
            <Button
              key={extension}
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={url}
              download={`${file}.${extension}`}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
