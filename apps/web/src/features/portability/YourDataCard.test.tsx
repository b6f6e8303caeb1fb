import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { renderCard } from '../../test/renderApp';
import { server } from '../../test/server';
import { SLOW } from '../../test/waits';

/** The names the browser was asked to save files under, in order. */
function savedFiles(): string[] {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return names;
}

function file(body: string, type: string, name: string) {
  return new HttpResponse(body, {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

async function openCard() {
  const user = userEvent.setup({ delay: null });
  return { user, card: await renderCard('/ui/account', 'Your data', SLOW) };
}

asVerifiedUserOnDesktop();
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:data'), revokeObjectURL: vi.fn() });
});

describe('the "Your data" card of the account page', { timeout: 60_000 }, () => {
  it('downloads the profile as JSON Resume under the server’s file name', async () => {
    const calls = stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/export/json-resume': () =>
        file('{"basics":{}}', 'application/json', 'Ada-Lovelace-CV.json'),
    });
    const saved = savedFiles();
    const { user, card } = await openCard();
    const button = within(card).getByRole('button', {
      name: 'Download your profile as JSON Resume',
    });
    expect(button).toHaveAccessibleDescription(
      'Your profile in the open JSON Resume format, which other CV tools can import.',
    );
    await user.click(button);

    expect(await screen.findByText('Saved as Ada-Lovelace-CV.json', {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/export'))).toEqual([
      { method: 'GET', path: '/api/export/json-resume', body: undefined },
    ]);
    expect(saved).toEqual(['Ada-Lovelace-CV.json']);
  });

  it('shows that the archive is being prepared, then saves it', async () => {
    stubApi({ 'GET /api/account': { status: 200, body: buildAccount() } });
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    const urls: string[] = [];
    server.use(
      http.get('/api/export/archive', async ({ request }) => {
        urls.push(new URL(request.url).pathname);
        await ready;
        return file('PK', 'application/zip', 'cv-data-ada-2025-04-01.zip');
      }),
    );
    const saved = savedFiles();
    const { user, card } = await openCard();
    const button = within(card).getByRole('button', { name: 'Download everything (ZIP)' });
    expect(button).toHaveAccessibleDescription(/CVs with their PDFs, your sessions, your picture/);
    await user.click(button);

    expect(await within(card).findByRole('status', {}, SLOW)).toHaveTextContent(
      'Preparing your download. This can take a few seconds.',
    );
    expect(button).toBeDisabled();
    release();

    expect(
      await screen.findByText('Saved as cv-data-ada-2025-04-01.zip', {}, SLOW),
    ).toBeInTheDocument();
    expect(urls).toEqual(['/api/export/archive']);
    expect(saved).toEqual(['cv-data-ada-2025-04-01.zip']);
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failed download through the error path', async () => {
    stubApi({
      'GET /api/account': { status: 200, body: buildAccount() },
      'GET /api/export/archive': refusal(500, 'internal', 'The archive could not be made'),
    });
    const saved = savedFiles();
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Download everything (ZIP)' }));
    expect(await screen.findByText('The download failed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The archive could not be made')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('leads to the import', async () => {
    stubApi({ 'GET /api/account': { status: 200, body: buildAccount() } });
    const { card } = await openCard();
    expect(within(card).getByRole('link', { name: 'Import a CV' })).toHaveAttribute(
      'href',
      '/ui/account/import',
    );
  });
});
