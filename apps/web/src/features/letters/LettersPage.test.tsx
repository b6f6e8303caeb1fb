import { defaultLetterContent, defaultLetterSettings, type Letter } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { errorBody } from '../../test/api';
import { buildAccount } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { SLOW } from '../../test/waits';
import { texts } from '../../test/texts';
import { toastShowing } from '../../test/toasts';
import { dialogsClosed } from '../../test/dialogs';

function buildLetter(overrides: Partial<Letter> = {}): Letter {
  return {
    id: '5b0c7c1e-2f4a-4c1b-9a57-0f9a1d2e3c41',
    name: 'Beispiel GmbH',
    cvId: null,
    content: { ...defaultLetterContent(), recipient: { company: 'Beispiel GmbH' } },
    settings: defaultLetterSettings('de'),
    sentAt: null,
    createdAt: '2026-03-14T10:32:00.000Z',
    updatedAt: '2026-03-14T10:32:00.000Z',
    ...overrides,
  };
}

/** The letters API over an in-memory list; answers what each call did. */
function fakeLettersApi(letters: Letter[]) {
  const calls = { created: [] as unknown[], deleted: [] as string[] };
  server.use(
    // The app bar reads the account: answered, so that no call fails as a
    // network error at whatever moment it happens to be sent.
    http.get('/api/account', () => HttpResponse.json(buildAccount())),
    http.get('/api/letters', () => HttpResponse.json(letters)),
    http.get('/api/letters/paragraphs', () => HttpResponse.json([])),
    http.get('/api/letters/signature', () => HttpResponse.json({ hasImage: false })),
    http.get('/api/letters/:id', ({ params }) =>
      HttpResponse.json(letters.find((l) => l.id === params.id)),
    ),
    http.get('/api/letters/:id/preview', () =>
      HttpResponse.json({ pages: ['<svg/>'], checks: [] }),
    ),
    http.get('/api/cvs', () => HttpResponse.json([])),
    // The studio's undo asks which version holds the letter now.
    http.post('/api/history/head', async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      return HttpResponse.json({
        id: '1f0c7c1e-2f4a-4c1b-9a57-0f9a1d2e3c43',
        docType: 'letter',
        docId: id,
        reason: 'edit',
        name: null,
        createdAt: '2026-03-14T10:32:00.000Z',
      });
    }),
    http.post('/api/letters', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      calls.created.push(body);
      const letter = buildLetter({ id: '9d9c7c1e-2f4a-4c1b-9a57-0f9a1d2e3c42', name: body.name });
      letters.push(letter);
      return HttpResponse.json(letter, { status: 201 });
    }),
    http.delete('/api/letters/:id', ({ params }) => {
      calls.deleted.push(params.id as string);
      letters.splice(
        letters.findIndex((l) => l.id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

asVerifiedUserOnDesktop();
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the list of cover letters', { timeout: 60_000 }, () => {
  it('starts empty with a way to write the first letter, which opens in the studio', async () => {
    const calls = fakeLettersApi([]);
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/letters');
    expect(await screen.findByText(/No letters yet/, undefined, SLOW)).toBeInTheDocument();
    const [button] = screen.getAllByRole('button', { name: 'New letter' });
    await user.click(button!);
    await waitFor(() => expect(calls.created).toEqual([{ name: 'Cover letter' }]));
    // The studio opens on the new letter.
    expect(await screen.findByRole('link', { name: 'All letters' }, SLOW)).toBeInTheDocument();
  });

  it('lists the letters in German and deletes one only after confirming', async () => {
    await i18n.changeLanguage('de');
    const calls = fakeLettersApi([buildLetter()]);
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/letters');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Beispiel GmbH' }, SLOW);
    const row = heading.closest('li')!;
    expect(row).toHaveTextContent('Beispiel GmbH · Klassisch');
    await user.click(within(row).getByRole('button', { name: 'Löschen: Beispiel GmbH' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('„Beispiel GmbH“ löschen?');
    expect(calls.deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(calls.deleted).toEqual(['5b0c7c1e-2f4a-4c1b-9a57-0f9a1d2e3c41']));
  });
});

describe('the letter studio', { timeout: 60_000 }, () => {
  it('says a letter that is gone may have been deleted, without a retry', async () => {
    fakeLettersApi([]);
    server.use(
      http.get('/api/letters/:id', () =>
        HttpResponse.json(
          errorBody(404, 'letter_not_found', 'This letter does not exist (any more)'),
          {
            status: 404,
          },
        ),
      ),
    );
    renderApp('/ui/letters/5b0c7c1e-2f4a-4c1b-9a57-0f9a1d2e3c41');
    expect(
      await screen.findByText('This letter does not exist (any more)', undefined, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('It may have been deleted. Your other letters are in the list.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'All letters' })).toHaveAttribute(
      'href',
      '/ui/letters',
    );
  });

  it("shows the letter's settings in its selects and offers their choices", async () => {
    const letter = buildLetter();
    fakeLettersApi([letter]);
    const changes: unknown[] = [];
    server.use(
      http.get('/api/cvs', () => HttpResponse.json([{ id: 'cv-1', name: 'Backend roles' }])),
      http.patch('/api/letters/:id', async ({ request }) => {
        const change = (await request.json()) as Pick<Letter, 'settings'>;
        changes.push(change);
        return HttpResponse.json({
          ...letter,
          settings: { ...letter.settings, ...change.settings },
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/ui/letters/${letter.id}`);
    const language = await screen.findByRole('combobox', { name: 'Letter language' }, SLOW);
    expect(language).toHaveTextContent('Deutsch');
    expect(screen.getByRole('combobox', { name: 'DIN 5008 form' })).toHaveTextContent('Form B');
    expect(screen.getByRole('combobox', { name: 'Paper' })).toHaveTextContent('A4');
    expect(screen.getByRole('combobox', { name: 'Address as' })).toHaveTextContent('—');
    const cv = screen.getByRole('combobox', { name: 'Accompanies the CV' });
    expect(cv).toHaveTextContent('No CV');

    await user.click(cv);
    const cvOptions = within(await screen.findByRole('listbox')).getAllByRole('option');
    await waitFor(() => expect(texts(cvOptions)).toEqual(['No CV', 'Backend roles']));
    await user.keyboard('{Escape}');

    await user.click(language);
    const english = await screen.findByRole('option', { name: 'English' });
    expect(english).toHaveAttribute('lang', 'en');
    await user.click(english);
    // The DIN form is a German convention: gone for an English letter.
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'DIN 5008 form' })).toBeNull(),
    );
    await waitFor(() => expect(changes).toEqual([{ settings: { lang: 'en' } }]), SLOW);
  });

  it('says when the reusable paragraphs cannot be loaded, and when one cannot be deleted', async () => {
    const letter = buildLetter();
    fakeLettersApi([letter]);
    const paragraph = {
      id: '7e0c7c1e-2f4a-4c1b-9a57-0f9a1d2e3c44',
      title: 'Relocation',
      body: 'I am happy to move to Stuttgart.',
      createdAt: '2026-03-14T10:32:00.000Z',
      updatedAt: '2026-03-14T10:32:00.000Z',
    };
    let down = true;
    server.use(
      // Fails (the query's own retries too) until the server is back.
      http.get('/api/letters/paragraphs', () =>
        down
          ? HttpResponse.json(errorBody(500, 'internal', 'Something went wrong'), { status: 500 })
          : HttpResponse.json([paragraph]),
      ),
      http.delete('/api/letters/paragraphs/:id', () =>
        HttpResponse.json(errorBody(500, 'internal', 'Something went wrong'), { status: 500 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/ui/letters/${letter.id}`);
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Reusable paragraphs' }, SLOW)
    ).closest('section') as HTMLElement;
    expect(
      await within(card).findByText('Your paragraphs could not be loaded', {}, SLOW),
    ).toBeVisible();
    expect(within(card).queryByText(/No paragraphs yet/)).toBeNull();

    down = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    await user.click(
      await within(card).findByRole('button', { name: 'Delete paragraph "Relocation"' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete paragraph "Relocation"' });
    expect(dialog).toHaveTextContent('Letters that already hold its text keep it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastShowing('Something went wrong')).toBe(true), SLOW);
    expect(toastShowing('Paragraph deleted')).toBe(false);
    await dialogsClosed();
    expect(within(card).getByRole('button', { name: 'Insert "Relocation"' })).toBeVisible();
  });
});
