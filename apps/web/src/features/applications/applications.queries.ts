import type {
  Application,
  ApplicationCreate,
  ApplicationStage,
  ApplicationSummary,
  ApplicationUpdate,
  MatchReport,
  SentDocumentKind,
} from '@cv/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { saveFile } from '../cv/download';

/** The owner's applications (`/api/applications…`): list, one, changes, moves, match, feed, CSV. */

export const applicationKeys = {
  all: ['applications'] as const,
  list: (archived: boolean) => ['applications', 'list', archived] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
  due: ['applications', 'due'] as const,
  match: (id: string, cvId: string | undefined) => ['applications', 'match', id, cvId] as const,
  calendar: ['applications', 'calendar'] as const,
};

export function useApplications(archived = false) {
  return useQuery({
    queryKey: applicationKeys.list(archived),
    queryFn: async ({ signal }) =>
      (await dataOf(
        api.GET('/api/applications', {
          params: { query: archived ? { archived: 'true' } : {} },
          signal,
        }),
      )) as ApplicationSummary[],
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await dataOf(
        api.GET('/api/applications/{id}', { params: { path: { id } }, signal }),
      )) as Application,
  });
}

export function useDueFollowUps(days = 7) {
  return useQuery({
    queryKey: applicationKeys.due,
    queryFn: async ({ signal }) =>
      await dataOf(api.GET('/api/applications/due', { params: { query: { days } }, signal })),
  });
}

/** After any change: the detail gets the answer, every list and the due list ask again. */
function changed(queryClient: QueryClient, application?: Application) {
  if (application) queryClient.setQueryData(applicationKeys.detail(application.id), application);
  void queryClient.invalidateQueries({ queryKey: ['applications', 'list'] });
  void queryClient.invalidateQueries({ queryKey: applicationKeys.due });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationCreate) =>
      (await dataOf(api.POST('/api/applications', { body }))) as Application,
    onSuccess: (application) => changed(queryClient, application),
  });
}

export function useUpdateApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationUpdate) =>
      (await dataOf(
        api.PATCH('/api/applications/{id}', { params: { path: { id } }, body }),
      )) as Application,
    onSuccess: (application) => changed(queryClient, application),
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      dataOf(api.DELETE('/api/applications/{id}', { params: { path: { id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: applicationKeys.detail(id) });
      changed(queryClient);
    },
  });
}

/**
 * Moves an application on the board. The list shows the new stage at once;
 * the move names the stage it started from, so a tab with an old picture gets
 * a conflict instead of writing over a newer move, and the list asks again.
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      stage,
      from,
    }: {
      id: string;
      stage: ApplicationStage;
      from?: ApplicationStage;
    }) =>
      (await dataOf(
        api.POST('/api/applications/{id}/stage', {
          params: { path: { id } },
          body: { stage, ...(from ? { from } : {}) },
        }),
      )) as Application,
    onMutate: ({ id, stage }) => {
      for (const archived of [false, true]) {
        queryClient.setQueryData<ApplicationSummary[]>(applicationKeys.list(archived), (list) =>
          list?.map((item) => (item.id === id ? { ...item, stage } : item)),
        );
      }
    },
    onSuccess: (application) => changed(queryClient, application),
    onError: () => changed(queryClient),
  });
}

export function useMatchReport(id: string, cvId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: applicationKeys.match(id, cvId),
    enabled: enabled && Boolean(cvId),
    retry: false,
    queryFn: async ({ signal }) =>
      (await dataOf(
        api.GET('/api/applications/{id}/match', {
          params: { path: { id }, query: cvId ? { cvId } : {} },
          signal,
        }),
      )) as MatchReport,
  });
}

/** Downloads the CV or letter as it was sent. */
export function downloadSent(id: string, kind: SentDocumentKind) {
  return saveFile(
    api.GET('/api/applications/{id}/sent/{kind}', {
      params: { path: { id, kind } },
      parseAs: 'blob',
    }) as Promise<{ data?: Blob; response: Response }>,
  );
}

export function downloadCsv() {
  return saveFile(
    api.GET('/api/applications/export.csv', { parseAs: 'blob' }) as Promise<{
      data?: Blob;
      response: Response;
    }>,
    'applications.csv',
  );
}

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string) =>
      dataOf(api.POST('/api/applications/import', { body: { csv } })),
    onSuccess: () => changed(queryClient),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: applicationKeys.calendar,
    queryFn: async ({ signal }) => dataOf(api.GET('/api/applications/calendar', { signal })),
  });
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOf(api.POST('/api/applications/calendar')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.calendar }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => dataOf(api.DELETE('/api/applications/calendar')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.calendar }),
  });
}
