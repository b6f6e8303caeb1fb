import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';
import { Suspense, type ReactNode } from 'react';

interface LoadingSkeletonProps {
  variant: SkeletonProps['variant'];
  height: number;
  /** What is loading, e.g. "Loading chart…". */
  label: string;
}

/**
 * A skeleton standing in for one part while it loads, announced by name: a
 * label needs a role to be read (a bare span may not carry one), so it is a
 * busy status, as the other loading placeholders are.
 */
export function LoadingSkeleton({ variant, height, label }: LoadingSkeletonProps) {
  return (
    <Skeleton variant={variant} height={height} role="status" aria-busy="true" aria-label={label} />
  );
}

/** A part loaded on demand (e.g. a chart): until it has come, a skeleton of its height stands in. */
export function SkeletonSuspense({
  children,
  ...skeleton
}: LoadingSkeletonProps & { children: ReactNode }) {
  return <Suspense fallback={<LoadingSkeleton {...skeleton} />}>{children}</Suspense>;
}
