import type { CvDocument, CvDocumentPreview, CvSettings } from '@cv/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationRequestBodyContent } from 'openapi-typescript-helpers';
import { api, dataOf, isApiError } from '../../api/client';
import { putInCaches, putInListCache } from '../../app/queryClient';
import type { paths } from '../../api/schema';
import { documentKeys, useDeleteDocument, useDocument, useDocumentList } from './documentQueries';
import { saveFile } from './download';

/**
 * The owner's CV documents (`/api/cvs…`): the list, one CV, its changes, its
 * live preview and its PDF. The generated types say `string` for a custom
 * section's key (a pattern in OpenAPI); the shared types say what it holds.
 */

export const cvDocumentKeys = {
  ...documentKeys('cvs'),
  /** Every save of one CV shares this key: the status line counts them. */
  save: (id: string) => ['cvs', 'save', id] as const,
  /**
   * A preview is what the saved settings and the profile's content make, so
   * both are in the key: any change to either asks again, and going back to
   * an earlier state shows its cached pages at once.
   */
  preview: (id: string, settings: CvSettings | undefined, profileVersion: string | undefined) =>
    ['cvs', 'preview', id, settings, profileVersion] as const,
};

/** The server's codes the CV screens treat on their own. */
export const CV_ERROR_CODES = {
  notFound: 'cv_not_found',
  limit: 'cv_limit',
  superseded: 'cv_preview_superseded',
  busy: 'cv_busy',
  noProfile: 'cv_profile_not_found',
} as const;

export function isCvError(error: unknown, code: keyof typeof CV_ERROR_CODES): boolean {
  if (!isApiError(error)) return false;
  // cv_busy comes as a plain 503 from the render pool too.
  if (code === 'busy') return error.status === 503;
  return error.code === CV_ERROR_CODES[code];
}

/** GET /api/cvs: the owner's CVs, oldest first. */
export function useCvDocuments() {
  return useDocumentList(
    cvDocumentKeys,
    async (signal) => (await dataOf(api.GET('/api/cvs', { signal }))) as CvDocument[],
  );
}

/** GET /api/cvs/{id}. Seeded from the list, so the studio opens without waiting. */
export function useCvDocument(id: string) {
  return useDocument(
    cvDocumentKeys,
    id,
    async (signal) =>
      (await dataOf(api.GET('/api/cvs/{id}', { params: { path: { id } }, signal }))) as CvDocument,
  );
}

export type CvDocumentCreateBody = OperationRequestBodyContent<paths['/api/cvs']['post']>;

/** POST /api/cvs: a new CV, or a copy of `copyOf` under a new name (409 `cv_limit` past 50). */
export function useCreateCvDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CvDocumentCreateBody) =>
      (await dataOf(api.POST('/api/cvs', { body }))) as CvDocument,
    onSuccess: (cv) => putInCaches(queryClient, cvDocumentKeys, cv),
  });
}

/** DELETE /api/cvs/{id}; the profile is not touched. */
export function useDeleteCvDocument() {
  return useDeleteDocument(cvDocumentKeys, (id) =>
    dataOf(api.DELETE('/api/cvs/{id}', { params: { path: { id } } })),
  );
}

/** What one save changes: the name and any settings; settings not named keep theirs. */
export interface CvChange {
  name?: string;
  settings?: Partial<CvSettings>;
}

/** PATCH /api/cvs/{id}: the body is typed from the OpenAPI document. */
async function patchCvDocument(id: string, change: CvChange): Promise<CvDocument> {
  return (await dataOf(
    api.PATCH('/api/cvs/{id}', { params: { path: { id } }, body: change }),
  )) as CvDocument;
}

/** PATCH /api/cvs/{id} with a new name, from the list (the studio saves through its autosave). */
export function useRenameCvDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => patchCvDocument(id, { name }),
    onSuccess: (saved) => putInCaches(queryClient, cvDocumentKeys, saved),
  });
}

/** The current values of exactly the fields `change` names: what undoing it puts back. */
export function valuesBefore(cv: CvDocument, change: CvChange): CvChange {
  const before: CvChange = {};
  if (change.name !== undefined) before.name = cv.name;
  if (change.settings) {
    before.settings = Object.fromEntries(
      Object.keys(change.settings).map((key) => [key, cv.settings[key as keyof CvSettings]]),
    ) as Partial<CvSettings>;
  }
  return before;
}

/** `cv` with `change` applied. */
export function applyChange(cv: CvDocument, change: CvChange): CvDocument {
  return {
    ...cv,
    name: change.name ?? cv.name,
    settings: { ...cv.settings, ...change.settings },
  };
}

/**
 * Saves changes to one CV. Each change shows at once (the cache is updated
 * before the call) and a failure puts back only the fields of that change,
 * so a second change made meanwhile survives. The saves of one CV run one
 * after the other (a mutation scope): the server merges each into the stored
 * settings, and two lists (excluded entries) sent out of order would lose one.
 */
export function useSaveCvDocument(id: string) {
  const queryClient = useQueryClient();
  const key = cvDocumentKeys.detail(id);
  return useMutation({
    mutationKey: cvDocumentKeys.save(id),
    scope: { id: `cv-save-${id}` },
    mutationFn: (change: CvChange) => patchCvDocument(id, change),
    // Not async: the change is in the cache before `mutate` returns, so a field
    // that reads the cache never shows the old value for a moment.
    onMutate: (change) => {
      // A load of the CV still under way would overwrite the change with the old state.
      void queryClient.cancelQueries({ queryKey: key });
      const cv = queryClient.getQueryData<CvDocument>(key);
      if (!cv) return { before: undefined };
      queryClient.setQueryData(key, applyChange(cv, change));
      return { before: valuesBefore(cv, change) };
    },
    onError: (_error, _change, context) => {
      const before = context?.before;
      if (!before) return;
      queryClient.setQueryData<CvDocument>(key, (cv) => cv && applyChange(cv, before));
    },
    onSuccess: (saved) => {
      // Another change is still on its way and already on screen: the last answer
      // (or the list, which only shows names and settings) is taken then.
      if (queryClient.isMutating({ mutationKey: cvDocumentKeys.save(id) }) <= 1) {
        queryClient.setQueryData(key, saved);
      }
      putInListCache(queryClient, cvDocumentKeys.list, saved);
    },
  });
}

/** The preview with each page as an SVG blob, ready for an <img>. */
export interface CvPreview extends Omit<CvDocumentPreview, 'pages'> {
  pages: Blob[];
}

const MAX_DELAY = 8_000;

/**
 * GET /api/cvs/{id}/preview: every page, the fit and the checks. The server
 * renders the CV as saved, so the caller enables it only while no save is on
 * its way (`enabled`); the key (saved settings + profile version) changes
 * with every change that matters, and the previous pages stay on screen
 * until the new ones arrive. A key that changes aborts the fetch under way.
 */
export function useCvDocumentPreview(
  id: string,
  settings: CvSettings | undefined,
  profileVersion: string | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: cvDocumentKeys.preview(id, settings, profileVersion),
    queryFn: async ({ signal }): Promise<CvPreview> => {
      const preview = (await dataOf(
        api.GET('/api/cvs/{id}/preview', { params: { path: { id } }, signal }),
      )) as CvDocumentPreview;
      return {
        ...preview,
        pages: preview.pages.map((svg) => new Blob([svg], { type: 'image/svg+xml' })),
      };
    },
    enabled: enabled && settings !== undefined && profileVersion !== undefined,
    placeholderData: keepPreviousData,
    retry: (failures, error) => {
      if (!isApiError(error)) return failures < 2;
      // A newer preview of this user took this one's turn: it rarely happens to
      // the current one (older ones are aborted), and asking again settles it.
      if (isCvError(error, 'superseded')) return failures < 3;
      // The render pool is busy (Retry-After: the client cannot read it; backing off does).
      if (error.status === 503) return failures < 4;
      return error.status >= 500 && failures < 2;
    },
    retryDelay: (attempt, error) =>
      isCvError(error, 'superseded') ? 100 : Math.min(1_000 * 2 ** attempt, MAX_DELAY),
    gcTime: 60_000,
  });
}

/** GET /api/cvs/{id}/pdf: renders, then saves the PDF under the server's file name. */
export function useDownloadCvDocument() {
  return useMutation({
    mutationFn: async (id: string): Promise<string> => {
      const answer = api.GET('/api/cvs/{id}/pdf', {
        params: { path: { id } },
        parseAs: 'blob',
        headers: { Accept: 'application/pdf' },
      });
      return saveFile(answer);
    },
    // A busy render pool frees up within seconds: try again a few times first.
    retry: (failures, error) => isCvError(error, 'busy') && failures < 3,
    retryDelay: (attempt) => Math.min(1_500 * 2 ** attempt, MAX_DELAY),
  });
}
