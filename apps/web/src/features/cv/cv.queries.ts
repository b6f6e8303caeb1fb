import type { CvDesignId, Locale } from '@cv/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, dataOf, isApiError } from '../../api/client';
import { useLocale } from '../../app/useLocale';
import { saveFile } from './download';

export const cvKeys = {
  all: ['cv'] as const,
  /** Names and descriptions come in the UI language. */
  designs: (locale: string) => ['cv', 'designs', locale] as const,
  preview: (design: CvDesignId, lang: Locale, page: number) =>
    ['cv', 'preview', design, lang, page] as const,
};

const ONE_HOUR = 60 * 60_000;

/** `GET /api/cv/designs` (public; the pictures are cached by the server for an hour). */
export function useCvDesigns() {
  const locale = useLocale();
  return useQuery({
    queryKey: cvKeys.designs(locale),
    queryFn: ({ signal }) => dataOf(api.GET('/api/cv/designs', { signal })),
    staleTime: ONE_HOUR,
  });
}

export interface CvPreviewPage {
  svg: Blob;
  /** From the X-Cv-Pages header; null when the server did not say. */
  pages: number | null;
}

/**
 * One page of the user's own CV as SVG (`GET /api/cv/preview`). The previous
 * page stays on screen while the next one renders.
 */
export function useCvPreview(design: CvDesignId, lang: Locale, page: number) {
  return useQuery({
    queryKey: cvKeys.preview(design, lang, page),
    queryFn: async ({ signal }): Promise<CvPreviewPage> => {
      const { data: svg, response } = await api.GET('/api/cv/preview', {
        params: { query: { design, lang, page } },
        signal,
        parseAs: 'blob',
        headers: { Accept: 'image/svg+xml' },
      });
      const pages = Number(response.headers.get('X-Cv-Pages'));
      return { svg: svg as Blob, pages: Number.isInteger(pages) && pages > 0 ? pages : null };
    },
    placeholderData: keepPreviousData,
    // A busy render pool (503) frees up within seconds: ask a few more times
    // before the page shows the busy message. Other 4xx will not change.
    retry: (failures, error) => {
      if (!isApiError(error)) return failures < 2;
      if (error.status === 503) return failures < 4;
      return error.status >= 500 && failures < 2;
    },
    // The profile may have changed in another tab: render again on the next visit.
    staleTime: 0,
    gcTime: 60_000,
  });
}

export interface CvDownload {
  design: CvDesignId;
  lang: Locale;
}

/** `GET /api/cv/pdf`: renders, then saves the PDF under the server's file name. */
export function useDownloadCv() {
  return useMutation({
    mutationFn: async ({ design, lang }: CvDownload): Promise<string> => {
      const answer = api.GET('/api/cv/pdf', {
        params: { query: { design, lang } },
        parseAs: 'blob',
        headers: { Accept: 'application/pdf' },
      });
      return saveFile(answer);
    },
  });
}
