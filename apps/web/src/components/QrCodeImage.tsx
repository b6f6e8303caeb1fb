import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface QrCodeImageProps {
  /** The code as an image: an address of the server's or a data URL. */
  src: string;
  alt: string;
  /** Its width and height in px. */
  size: number;
  /** Its place in the layout around it. */
  sx?: SxProps<Theme>;
}

/**
 * A QR code image, square, on a white rounded tile: the code keeps its white
 * quiet zone on a dark theme too, as scanners expect dark on light.
 */
export function QrCodeImage({ src, alt, size, sx }: QrCodeImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={size}
      height={size}
      sx={[{ bgcolor: 'common.white', borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
