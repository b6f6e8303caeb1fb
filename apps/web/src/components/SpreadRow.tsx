import Box, { type BoxProps } from '@mui/material/Box';

/**
 * A title (or tabs) at one end of a line and its actions at the other; on a
 * narrow screen the actions wrap below. `sx` adds to or overrides the row's
 * own alignment and gap.
 */
export function SpreadRow({ sx, ...props }: BoxProps) {
  return (
    <Box
      {...props}
      sx={[
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
