import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/**
 * Rows of outlined pills on the header band (contact details, website and
 * profile links), in the header's text colour (`--on-header`).
 */
export function HeaderPillList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: { xs: 'center', sm: 'flex-start' },
        gap: 1.25,
        '@media print': { gap: 0.5, columnGap: 3 },
      }}
    >
      {children}
    </Box>
  );
}

interface HeaderPillProps {
  icon: ReactNode;
  /** Read out before the text ('E-mail: '), for what the icon shows. */
  label?: string | undefined;
  children: ReactNode;
}

export function HeaderPill({ icon, label, children }: HeaderPillProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        maxWidth: '100%',
        px: 1.75,
        py: 0.75,
        borderRadius: '18px',
        border: '1px solid',
        borderColor: 'color-mix(in srgb, var(--on-header) 35%, transparent)',
        color: 'var(--on-header)',
        fontSize: '0.95rem',
        '& svg': { fontSize: 18, flexShrink: 0 },
        '@media print': { border: 'none', px: 0, py: 0 },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
      {label && (
        <Box component="span" sx={visuallyHidden}>
          {`${label}: `}
        </Box>
      )}
      {children}
    </Box>
  );
}

const pillText = { overflowWrap: 'anywhere', fontWeight: 500 } as const;

export function HeaderPillText({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={pillText}>
      {children}
    </Box>
  );
}

/** A pill's link: the header's colour, with a focus ring that shows on any header colour. */
export function HeaderPillLink({ sx, ...props }: LinkProps) {
  return (
    <Link
      color="inherit"
      underline="hover"
      {...props}
      sx={[
        pillText,
        {
          borderRadius: 0.5,
          '&:focus-visible': {
            outline: '2px solid var(--on-header)',
            outlineOffset: '4px',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
