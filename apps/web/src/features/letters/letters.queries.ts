import type {
  Letter,
  LetterContentChange,
  LetterParagraph,
  LetterPreview,
  LetterSettings,
} from '@cv/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, asIs, binary, dataOf } from '../../api/client';
import { putInCaches } from '../../app/queryClient';
import {
  documentKeys,
  useDeleteDocument,
  useDocument,
  useDocumentList,
} from '../cv/documentQueries';
import { saveFile } from '../cv/download';

/**
 * The owner's cover letters (`/api/letters…`): the list, one letter, its
 * changes, its live preview and its files; the reusable paragraphs and the
 * signature picture.
 */

export const letterKeys = {
  ...documentKeys('letters'),
  /** The pages of a letter as saved: its `updatedAt` is in the key, so every save asks again. */
  preview: (id: string, version: string) => ['letters', 'preview', id, version] as const,
  paragraphs: ['letters', 'paragraphs'] as const,
  signature: ['letters', 'signature'] as const,
};

/** What one save changes; what it does not name keeps its value. */
export interface LetterChange {
  name?: string;
  cvId?: string | null;
  content?: Omit<LetterContentChange, 'date'> & { date?: string | null };
  settings?: Partial<LetterSettings>;
}

export function useLetters() {
  return useDocumentList(
    letterKeys,
    async (signal) => (await dataOf(api.GET('/api/letters', { signal }))) as Letter[],
  );
}

export function useLetter(id: string) {
  return useDocument(
    letterKeys,
    id,
    async (signal) =>
      (await dataOf(api.GET('/api/letters/{id}', { params: { path: { id } }, signal }))) as Letter,
  );
}

function useStoreLetter() {
  const queryClient = useQueryClient();
  return (letter: Letter) => putInCaches(queryClient, letterKeys, letter);
}

/** POST /api/letters: a new letter, or a copy of `copyOf` (409 `letter_limit` past the limit). */
export function useCreateLetter() {
  const store = useStoreLetter();
  return useMutation({
    mutationFn: async (body: { name: string; copyOf?: string; cvId?: string | null }) =>
      (await dataOf(api.POST('/api/letters', { body }))) as Letter,
    onSuccess: store,
  });
}

/** PATCH /api/letters/{id}. */
export function useSaveLetter(id: string) {
  const store = useStoreLetter();
  return useMutation({
    mutationKey: ['letters', 'save', id],
    mutationFn: async (change: LetterChange & { sent?: boolean }) =>
      (await dataOf(
        api.PATCH('/api/letters/{id}', { params: { path: { id } }, body: change as never }),
      )) as Letter,
    onSuccess: store,
  });
}

export function useDeleteLetter() {
  return useDeleteDocument(letterKeys, (id) =>
    dataOf(api.DELETE('/api/letters/{id}', { params: { path: { id } } })),
  );
}

/** GET /api/letters/{id}/preview for the letter as saved (`version`: its `updatedAt`). */
export function useLetterPreview(id: string, version: string, enabled: boolean) {
  return useQuery({
    queryKey: letterKeys.preview(id, version),
    queryFn: async ({ signal }) => {
      const preview = (await dataOf(
        api.GET('/api/letters/{id}/preview', { params: { path: { id } }, signal }),
      )) as LetterPreview;
      return {
        checks: preview.checks,
        pages: preview.pages.map((svg) => new Blob([svg], { type: 'image/svg+xml' })),
      };
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export const LETTER_FILES = ['pdf', 'bundle', 'docx', 'markdown'] as const;
export type LetterFile = (typeof LETTER_FILES)[number];

const FALLBACK: Record<LetterFile, string> = {
  pdf: 'Cover-Letter.pdf',
  bundle: 'Cover-Letter.pdf',
  docx: 'Cover-Letter.docx',
  markdown: 'Cover-Letter.md',
};

/** Saves one of the letter's files under the server's name; answers that name. */
export function useLetterDownload() {
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: LetterFile }) =>
      saveFile(
        api.GET(`/api/letters/{id}/${file}`, { params: { path: { id } }, parseAs: 'blob' }),
        FALLBACK[file],
      ),
  });
}

export function useParagraphs() {
  return useQuery({
    queryKey: letterKeys.paragraphs,
    queryFn: async ({ signal }) =>
      (await dataOf(api.GET('/api/letters/paragraphs', { signal }))) as LetterParagraph[],
  });
}

export function useCreateParagraph() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { title: string; body: string }) =>
      (await dataOf(api.POST('/api/letters/paragraphs', { body }))) as LetterParagraph,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.paragraphs }),
  });
}

export function useDeleteParagraph() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE('/api/letters/paragraphs/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.paragraphs }),
  });
}

export function useSignature() {
  return useQuery({
    queryKey: letterKeys.signature,
    queryFn: async ({ signal }) =>
      (await dataOf(api.GET('/api/letters/signature', { signal }))) as { hasImage: boolean },
  });
}

/** PUT /api/letters/signature: the picture's bytes as the body. */
export function useUploadSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      dataOf(
        api.PUT('/api/letters/signature', {
          body: binary(file) as never,
          bodySerializer: asIs,
          headers: { 'Content-Type': file.type || 'image/png' },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['letters'] }),
  });
}

export function useRemoveSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api.DELETE('/api/letters/signature')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['letters'] }),
  });
}
