import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A bare list of the account's sessions or passkeys, one AccountItem each. */
export function AccountItemList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}

interface AccountItemProps {
  name: string;
  /** A short mark after the name, e.g. "This device". */
  chip?: string;
  chipColor?: ChipProps['color'];
  /** The line under the name: when it was added and last used. */
  details: ReactNode;
  /** The item's one action; it wraps below the text where the row is narrow. */
  action?: ReactNode;
}

/** One session or passkey: its name in bold, a line of details and its action beside them. */
export function AccountItem({ name, chip, chipColor, details, action }: AccountItemProps) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}{' '}
          {chip && (
            <Chip
              // Inside the name's paragraph: phrasing content only.
              component="span"
              size="small"
              color={chipColor}
              variant="outlined"
              label={chip}
            />
          )}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {details}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
