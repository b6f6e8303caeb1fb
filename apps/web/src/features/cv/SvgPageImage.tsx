import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback } from 'react';

interface SvgPageImageProps {
  svg: Blob;
  alt: string;
  onLoad?: () => void;
  sx?: SxProps<Theme>;
  testId?: string;
  /** `lazy` for pages further down: they load when scrolled near, not with every preview. */
  loading?: 'eager' | 'lazy';
}

/** One object URL per page blob while an image shows it (see `objectUrlFor`). */
const urls = new Map<Blob, { url: string; users: number }>();

/**
 * The object URL of a blob, shared by every image that shows it, and the
 * function that gives it back. A page that is mounted again (a parent's
 * layout changed) keeps its URL, so the browser reuses the decoded picture
 * instead of decoding a large SVG again while the user types; the URL is
 * revoked once no image has used it for a moment.
 */
function objectUrlFor(blob: Blob): { url: string; release: () => void } {
  const entry = urls.get(blob) ?? { url: URL.createObjectURL(blob), users: 0 };
  entry.users++;
  urls.set(blob, entry);
  return {
    url: entry.url,
    release: () => {
      entry.users--;
      setTimeout(() => {
        if (entry.users > 0 || urls.get(blob) !== entry) return;
        urls.delete(blob);
        URL.revokeObjectURL(entry.url);
      }, 0);
    },
  };
}

/**
 * An SVG page shown through <img> from a blob URL: an image cannot run
 * scripts or load anything, whatever the user's text in it says. A new page
 * gives back the URL of the one it replaces. Until the new picture is
 * decoded the browser keeps showing the old one: the page never goes blank.
 */
export function SvgPageImage({ svg, alt, onLoad, sx, testId, loading }: SvgPageImageProps) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const { url, release } = objectUrlFor(svg);
      if (img.src !== url) img.src = url;
      return release;
    },
    [svg],
  );
  return (
    <Box
      component="img"
      ref={attach}
      alt={alt}
      loading={loading}
      onLoad={onLoad}
      data-testid={testId}
      sx={[{ display: 'block', width: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
