import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** An icon on a square tinted with the primary colour, beside or above a short text; decorative. */
export function IconTile({
  icon,
  size,
  radius,
  sx,
}: {
  icon: ReactNode;
  size: number;
  radius: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      aria-hidden
      sx={[
        (theme) => ({
          width: size,
          height: size,
          borderRadius: radius,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.12),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
    </Box>
  );
}
