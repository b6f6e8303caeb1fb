import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../api/client';
import { server } from '../../test/server';
import { fileNameFromDisposition, saveBlob, saveFile } from './download';

describe('fileNameFromDisposition', () => {
  it('prefers the exact UTF-8 name of filename* over the ASCII fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Jurgen-Schafer-CV.pdf"; filename*=UTF-8''J%C3%BCrgen-Sch%C3%A4fer-CV.pdf`,
      ),
    ).toBe('Jürgen-Schäfer-CV.pdf');
    // Order and case of the parameters do not matter.
    expect(
      fileNameFromDisposition(`attachment; FILENAME*=utf-8'de'%C3%9F.pdf; filename="ss.pdf"`),
    ).toBe('ß.pdf');
  });

  it('reads a quoted, an escaped and a bare filename', () => {
    expect(fileNameFromDisposition('attachment; filename="Ada-Lovelace-CV.pdf"')).toBe(
      'Ada-Lovelace-CV.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\"; c.pdf"')).toBe('a "b"; c.pdf');
    expect(fileNameFromDisposition('attachment; filename=CV.pdf')).toBe('CV.pdf');
  });

  it('decodes ISO-8859-1 and falls back when filename* is broken', () => {
    expect(fileNameFromDisposition(`attachment; filename*=iso-8859-1'en'%E4.pdf`)).toBe('ä.pdf');
    expect(
      fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A.pdf; filename="x.pdf"`),
    ).toBe('x.pdf');
  });

  it('keeps no folders or control characters, and has a default', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\cv.pdf"')).toBe('cv.pdf');
    expect(fileNameFromDisposition('attachment; filename="a\u0007b.pdf"')).toBe('ab.pdf');
    expect(fileNameFromDisposition('attachment; filename=""')).toBe('CV.pdf');
    expect(fileNameFromDisposition('attachment')).toBe('CV.pdf');
    expect(fileNameFromDisposition(null)).toBe('CV.pdf');
  });
});

describe('saveBlob', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a download link to a blob URL and revokes the URL later', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:cv');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Ada-CV.pdf');
      expect(this.getAttribute('href')).toBe('blob:cv');
    });
    saveBlob(new Blob(['%PDF']), 'Ada-CV.pdf');
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:cv');
  });
});

describe('saving a file answer', () => {
  /** The names the browser was asked to save files under. */
  function savedNames(): string[] {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return names;
  }

  it('saves under the name of Content-Disposition, or the fallback', async () => {
    const names = savedNames();
    const data = new Blob(['# Ada']);
    const named = new Response(null, {
      headers: { 'Content-Disposition': 'attachment; filename="Ada-CV.md"' },
    });
    await expect(saveFile({ data, response: named }, 'CV.md')).resolves.toBe('Ada-CV.md');
    await expect(saveFile({ data, response: new Response() }, 'CV.md')).resolves.toBe('CV.md');
    expect(names).toEqual(['Ada-CV.md', 'CV.md']);
  });

  it('saves a file the client fetched, asked for by its type', async () => {
    const names = savedNames();
    const asked: { path: string; accept: string | null }[] = [];
    server.use(
      http.get('/api/export/json-resume', ({ request }) => {
        asked.push({ path: new URL(request.url).pathname, accept: request.headers.get('accept') });
        return new HttpResponse('{}', {
          headers: { 'Content-Disposition': `attachment; filename*=UTF-8''J%C3%BCrgen-CV.json` },
        });
      }),
    );
    await expect(
      saveFile(
        api.GET('/api/export/json-resume', {
          parseAs: 'blob',
          headers: { Accept: 'application/json' },
        }),
        'CV.json',
      ),
    ).resolves.toBe('Jürgen-CV.json');
    expect(asked).toEqual([{ path: '/api/export/json-resume', accept: 'application/json' }]);
    expect(names).toEqual(['Jürgen-CV.json']);
  });

  it('saves nothing when the answer is an error', async () => {
    const names = savedNames();
    server.use(
      http.get('/api/export/archive', () =>
        HttpResponse.json(
          { status: 404, error: 'Not Found', code: 'not_found', message: 'Not found' },
          { status: 404 },
        ),
      ),
    );
    const error = await saveFile(
      api.GET('/api/export/archive', { parseAs: 'blob', headers: { Accept: 'application/zip' } }),
      'data.zip',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(names).toEqual([]);
  });
});
