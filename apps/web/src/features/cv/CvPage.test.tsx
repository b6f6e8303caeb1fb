import { CV_DESIGN_IDS, type CvDesign } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, stubApi, type StubCall } from '../../test/api';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderApp } from '../../test/renderApp';
import { SLOW } from '../../test/waits';

const DESIGNS: CvDesign[] = CV_DESIGN_IDS.map((id) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  description: `The ${id} design.`,
  previewUrl: `/api/cv/designs/${id}/preview.png?lang=en`,
}));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const svgPage = (pages: number) => () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'X-Cv-Pages': String(pages) },
  });

type Reply = () => Response;

/** The CV page's API, GETs by path (the query is the handler's business); records every URL asked for. */
function cvApi(overrides: Record<string, Reply> = {}) {
  const urls: URL[] = [];
  const routes: Record<string, Reply> = {
    '/api/account': () => json(200, { username: 'ada' }),
    '/api/cv/designs': () => json(200, DESIGNS),
    '/api/cv/preview': svgPage(1),
    // The list of CV documents above the quick download (list.test covers it).
    '/api/cvs': () => json(200, []),
    ...overrides,
  };
  stubApi(
    Object.fromEntries(
      Object.entries(routes).map(([path, reply]) => [
        `GET ${path}`,
        (_call: StubCall, request: Request) => {
          urls.push(new URL(request.url));
          return reply();
        },
      ]),
    ),
  );
  return urls;
}

const previewCalls = (urls: URL[]) =>
  urls.filter((url) => url.pathname === '/api/cv/preview').map((url) => url.search);

asVerifiedUserOnDesktop();
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});

describe('CV page', { timeout: 30_000 }, () => {
  it('offers the designs as a radio group and previews the chosen one', async () => {
    const urls = cvApi();
    const { router } = renderApp('/ui/cv');
    const group = await screen.findByRole('radiogroup', { name: 'Designs' }, SLOW);
    const radios = within(group).getAllByRole('radio');
    // Every design the API lists, the newer ones too.
    expect(radios).toHaveLength(CV_DESIGN_IDS.length);
    for (const name of ['Lebenslauf', 'Plain', 'Timeline', 'Bold', 'Executive']) {
      expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(within(group).getByRole('radio', { name: 'Classic' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Classic' })).toHaveAccessibleDescription(
      'The classic design.',
    );
    expect(screen.getByText('More designs coming soon')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Page 1 of your CV in the design Classic' }, SLOW),
    ).toBeInTheDocument();
    expect(previewCalls(urls)).toContain('?design=classic&lang=en&page=1');

    await userEvent.click(within(group).getByText('Modern'));
    await waitFor(
      () => expect(within(group).getByRole('radio', { name: 'Modern' })).toBeChecked(),
      SLOW,
    );
    expect(router.state.location.search).toContain('design=modern');
    await waitFor(
      () => expect(previewCalls(urls)).toContain('?design=modern&lang=en&page=1'),
      SLOW,
    );

    // Keyboard: the arrow keys move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(
      () => expect(within(group).getByRole('radio', { name: 'Compact' })).toBeChecked(),
      SLOW,
    );
    expect(
      await screen.findByRole('img', { name: 'Page 1 of your CV in the design Compact' }, SLOW),
    ).toBeInTheDocument();
  });

  it('asks for the preview and the design pictures in the CV language', async () => {
    const urls = cvApi();
    renderApp('/ui/cv');
    await screen.findByRole('radiogroup', { name: 'Designs' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await waitFor(
      () => expect(previewCalls(urls)).toContain('?design=classic&lang=de&page=1'),
      SLOW,
    );
    expect(screen.getByRole('img', { name: 'Sample CV in the design Classic' })).toHaveAttribute(
      'src',
      '/api/cv/designs/classic/preview.png?lang=de',
    );
  });

  it('shows the error message when the designs cannot be loaded, and retries', async () => {
    let fail = true;
    cvApi({
      '/api/cv/designs': () =>
        fail ? json(500, errorBody(500, 'internal', 'boom')) : json(200, DESIGNS),
    });
    renderApp('/ui/cv');
    expect(
      await screen.findByText('Could not load the available CV Designs', {}, SLOW),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Designs' }, SLOW)).toBeInTheDocument();
  });

  it('pages through a multi-page CV', async () => {
    const urls = cvApi({ '/api/cv/preview': svgPage(3) });
    renderApp('/ui/cv');
    const pages = await screen.findByRole('navigation', { name: 'Pages of the preview' }, SLOW);
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'), SLOW);
    // The page label changes before the next page's preview is fetched.
    await waitFor(
      () => expect(previewCalls(urls)).toContain('?design=classic&lang=en&page=2'),
      SLOW,
    );
  });

  it('without a profile, links to creating one and cannot download', async () => {
    cvApi({
      '/api/cv/preview': () =>
        json(404, errorBody(404, 'cv_profile_not_found', 'Create your profile first')),
    });
    renderApp('/ui/cv');
    expect(await screen.findByText('No profile yet', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/ui/account/profile/create',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  });

  it('downloads the PDF under the name the server gives', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const urls = cvApi({
      '/api/cv/pdf': () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Jurgen-CV.pdf"; filename*=UTF-8''J%C3%BCrgen-CV.pdf`,
          },
        }),
    });
    renderApp('/ui/cv?design=elegant&lang=de');
    const button = await screen.findByRole('button', { name: 'Download PDF' }, SLOW);
    await screen.findByRole('radiogroup', { name: 'Designs' }, SLOW);
    await userEvent.click(button);
    expect(
      await screen.findByText('Your CV was saved as Jürgen-CV.pdf', {}, SLOW),
    ).toBeInTheDocument();
    expect(urls.find((url) => url.pathname === '/api/cv/pdf')?.search).toBe(
      '?design=elegant&lang=de',
    );
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Jürgen-CV.pdf');
  });

  it('says when the PDF could not be created, and when the server is busy', async () => {
    let status = 500;
    cvApi({
      '/api/cv/pdf': () =>
        status === 503
          ? json(503, errorBody(503, 'cv_busy', 'Many CVs are being created right now'), {
              'Retry-After': '2',
            })
          : json(500, errorBody(500, 'cv_render_failed', 'Render failed')),
    });
    renderApp('/ui/cv');
    const button = await screen.findByRole('button', { name: 'Download PDF' }, SLOW);
    await userEvent.click(button);
    expect(
      await screen.findByText('There was a problem while creating your PDF-CV', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Render failed')).toBeInTheDocument();

    status = 503;
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText(
        'Many CVs are being created right now, please try again in a moment',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
