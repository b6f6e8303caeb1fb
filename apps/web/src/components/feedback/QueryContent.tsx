import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryLoadError } from './LoadError';

interface QueryContentProps<T, E> {
  query: UseQueryResult<T, E>;
  /** Stands in while the first load runs, e.g. a skeleton of the content. */
  loading: ReactNode;
  /** What could not be loaded, the title of the error with its retry. */
  errorTitle: string;
  /** What to do about a failed load; the generic advice without. */
  errorDetail?: string;
  /** Stands in for the content when the data is an empty list. */
  empty?: ReactNode;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * What a query's data shows as it loads: the placeholder, the load error with
 * a retry, the empty state of an empty list, or the content.
 */
export function QueryContent<T, E>({
  query,
  loading,
  errorTitle,
  errorDetail,
  empty,
  children,
}: QueryContentProps<T, E>) {
  if (query.isPending) return loading;
  if (query.isError)
    return <QueryLoadError title={errorTitle} detail={errorDetail} query={query} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
