import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A place a link can point at with `#id`: the router does not scroll to a
 * hash by itself, so this brings the place into view (and focus) when the
 * address names it, also when the link is on the same page.
 */
export function HashTarget({ id, children }: { id: string; children: ReactNode }) {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash !== `#${id}` || !ref.current) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [hash, id]);
  return (
    <Box
      id={id}
      ref={ref}
      tabIndex={-1}
      sx={{ scrollMarginTop: 80, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Box>
  );
}
