import { CV_DOCUMENT_LIMITS } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asVerifiedUserOnDesktop } from '../../../test/session';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { buildProfile, fakeProfileApi } from '../../profile/testing/fakeProfileApi';
import { buildCv, fakeCvApi } from '../testing/fakeCvApi';
import { SLOW } from '../../../test/waits';
import { cancelDialog, dialogsClosed } from '../../../test/dialogs';

function setup(cvs = [buildCv()]) {
  fakeProfileApi(buildProfile());
  const api = fakeCvApi(cvs);
  const user = userEvent.setup({ delay: null });
  const view = renderApp('/ui/cv');
  return { api, user, ...view };
}

const list = () => screen.findByRole('list', { name: 'Your CVs' }, SLOW);
/** A CV's row in the list, by its name. */
async function row(name: string): Promise<HTMLElement> {
  const heading = await within(await list()).findByRole('heading', { level: 3, name }, SLOW);
  return heading.closest('li')!;
}

/** Opens the "More actions" menu of the row `item` (of the CV "Engineering roles") and picks `action`. */
async function chooseAction(user: UserEvent, item: HTMLElement, action: string) {
  await user.click(
    within(item).getByRole('button', { name: 'More actions for "Engineering roles"' }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

asVerifiedUserOnDesktop();
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:page'), revokeObjectURL: vi.fn() });
});

describe('the list of CVs', { timeout: 60_000 }, () => {
  it('shows each CV with its design, language, paper and last change, beside the quick download', async () => {
    setup([
      buildCv(),
      buildCv({
        id: '1c1e1f52-8d1c-4f4e-9a43-5b1f2f0c9d11',
        name: 'Letter for Boston',
        settings: { design: 'modern', lang: 'de', paper: 'letter' },
      }),
    ]);
    const item = await row('Letter for Boston');
    expect(item).toHaveTextContent('Modern · Deutsch · US Letter');
    expect(await row('Engineering roles')).toHaveTextContent('Classic · English · A4');
    expect(await row('Engineering roles')).toHaveTextContent(/Changed 14 Mar 2025/);
    expect(within(item).getByRole('link', { name: 'Open in studio' })).toHaveAttribute(
      'href',
      '/ui/cv/1c1e1f52-8d1c-4f4e-9a43-5b1f2f0c9d11',
    );
    // The quick download with the design picker stays on the page.
    expect(await screen.findByRole('radiogroup', { name: 'Designs' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('More designs coming soon')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Quick download with default settings' }),
    ).toBeInTheDocument();
  });

  it('without CVs, invites to create the first, and opens it in the studio', async () => {
    const { api, user, router } = setup([]);
    expect(await screen.findByText('No CVs yet', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'New CV' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the CV' });
    expect(name).toHaveValue('CV 1');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Create CV' }));
    expect(await within(dialog).findByText('Name of the CV must not be blank')).toBeInTheDocument();
    await user.type(name, 'Data jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Create CV' }));

    expect(await screen.findByText('CV "Data jobs" created', {}, SLOW)).toBeInTheDocument();
    const created = api.documents()[0]!;
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Data jobs' });
    // The studio is a lazy route: the location changes once its code is loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ui/cv/${created.id}`), SLOW);
  });

  it('duplicates a CV under a new name', async () => {
    const { api, user } = setup();
    await chooseAction(user, await row('Engineering roles'), 'Duplicate');

    expect(
      await screen.findByText('Copied as "Engineering roles (copy)"', {}, SLOW),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Engineering roles (copy)',
      copyOf: buildCv().id,
    });
    expect(await row('Engineering roles (copy)')).toBeInTheDocument();
  });

  it('renames a CV in a dialog', async () => {
    const { api, user } = setup();
    await chooseAction(user, await row('Engineering roles'), 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename CV' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the CV' });
    expect(name).toHaveValue('Engineering roles');
    await user.clear(name);
    await user.type(name, 'Platform teams');
    api.answerSaves(buildCv({ name: 'Platform teams' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('CV renamed to "Platform teams"', {}, SLOW)).toBeInTheDocument();
    expect(api.patches()).toEqual([{ name: 'Platform teams' }]);
    expect(await row('Platform teams')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a CV only after the confirmation', async () => {
    const { api, user } = setup();
    const item = await row('Engineering roles');
    const open = async () => {
      await chooseAction(user, item, 'Delete');
      return screen.findByRole('dialog', { name: 'Delete "Engineering roles"?' });
    };
    // The safe answer has the focus: Enter cancels.
    let dialog = await open();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await cancelDialog(user, dialog);
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('CV "Engineering roles" deleted', {}, SLOW)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/cvs/${buildCv().id}`);
    expect(await screen.findByText('No CVs yet')).toBeInTheDocument();
  });

  it('downloads a CV as Word, Markdown and JSON Resume from its menu', async () => {
    const { user } = setup();
    const item = await row('Engineering roles');
    const asked: { path: string; accept: string | null }[] = [];
    server.use(
      http.get('/api/cvs/:id/:format', ({ request, params }) => {
        const format = String(params.format);
        if (!['docx', 'markdown', 'json-resume'].includes(format)) return undefined;
        asked.push({ path: new URL(request.url).pathname, accept: request.headers.get('accept') });
        const name = { docx: 'Ada-CV.docx', markdown: 'Ada-CV.md', 'json-resume': 'Ada-CV.json' }[
          format
        ];
        return new HttpResponse('file', {
          headers: { 'Content-Disposition': `attachment; filename="${name}"` },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    await chooseAction(user, item, 'Download as Word (.docx)');
    expect(await screen.findByText('Your CV was saved as Ada-CV.docx', {}, SLOW)).toBeVisible();
    await chooseAction(user, item, 'Download as Markdown');
    expect(await screen.findByText('Your CV was saved as Ada-CV.md', {}, SLOW)).toBeVisible();
    await chooseAction(user, item, 'Download as JSON Resume');
    expect(await screen.findByText('Your CV was saved as Ada-CV.json', {}, SLOW)).toBeVisible();

    const id = buildCv().id;
    expect(asked).toEqual([
      {
        path: `/api/cvs/${id}/docx`,
        accept: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { path: `/api/cvs/${id}/markdown`, accept: 'text/markdown' },
      { path: `/api/cvs/${id}/json-resume`, accept: 'application/json' },
    ]);
    expect(saved).toEqual(['Ada-CV.docx', 'Ada-CV.md', 'Ada-CV.json']);
  });

  it('downloads the PDF with the quick button, and shows a failed file through the error path', async () => {
    const { api, user } = setup();
    const item = await row('Engineering roles');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(
      within(item).getByRole('button', { name: 'Download "Engineering roles" as a PDF' }),
    );
    expect(
      await screen.findByText('Your CV was saved as Ada-Lovelace-CV.pdf', {}, SLOW),
    ).toBeVisible();
    expect(api.calls.some((c) => c.path === `/api/cvs/${buildCv().id}/pdf`)).toBe(true);

    // The fake CV API has no Markdown: its 404 comes through the error path.
    await chooseAction(user, item, 'Download as Markdown');
    expect(await screen.findByText('The file could not be created', {}, SLOW)).toBeVisible();
  });

  it('says clearly when the limit of CVs is reached', async () => {
    const { api, user } = setup();
    await row('Engineering roles');
    // Another tab filled the account up: the server says no.
    api.failNext('POST', '/api/cvs', 409, 'cv_limit');
    await user.click(screen.getByRole('button', { name: 'New CV' }));
    const dialog = await screen.findByRole('dialog', { name: 'New CV' });
    await user.click(within(dialog).getByRole('button', { name: 'Create CV' }));

    expect(await screen.findByText('No room for another CV', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText(
        `You can keep at most ${CV_DOCUMENT_LIMITS.documentsMax} CVs. Delete one you no longer need first.`,
      ),
    ).toBeInTheDocument();
    await dialogsClosed();
  });

  it('offers no new CV past the limit', async () => {
    const full = Array.from({ length: CV_DOCUMENT_LIMITS.documentsMax }, (_, i) =>
      buildCv({
        id: `0b7e3a52-8d1c-4f4e-9a43-${String(i).padStart(12, '0')}`,
        name: `CV ${i + 1}`,
      }),
    );
    setup(full);
    await row('CV 50');
    expect(screen.getByRole('button', { name: 'New CV' })).toBeDisabled();
    expect(screen.getByText('No room for another CV')).toBeInTheDocument();
  });

  it('shows a load failure with a way to try again', async () => {
    const { api, user } = setup();
    api.failNext('GET', '/api/cvs', 403, 'forbidden');
    expect(await screen.findByText('Your CVs could not be loaded', {}, SLOW)).toBeInTheDocument();
    const alert = screen
      .getByText('Your CVs could not be loaded')
      .closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await row('Engineering roles')).toBeInTheDocument();
  });
});
