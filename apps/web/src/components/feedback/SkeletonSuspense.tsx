import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';
import { Suspense, type ReactNode } from 'react';

/**
 * A part loaded on demand (e.g. a chart): until it has come, a skeleton of
 * its height stands in, named for assistive technology.
 */
export function SkeletonSuspense({
  variant,
  height,
  label,
  children,
}: {
  variant: SkeletonProps['variant'];
  height: number;
  /** What is loading, e.g. "Loading chart…". */
  label: string;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={<Skeleton variant={variant} height={height} aria-label={label} />}>
      {children}
    </Suspense>
  );
}
