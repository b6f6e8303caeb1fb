import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockViewport } from '../../test/matchMedia';
import { applicationBuilder, buildAccount } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { formattedField } from '../../test/richText';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { SLOW } from '../../test/waits';
import { texts } from '../../test/texts';

const application = applicationBuilder();

const LIST = [
  application({
    company: 'Northwind',
    role: 'Backend engineer',
    stage: 'applied',
    location: 'Berlin',
  }),
  application({ company: 'Contoso', role: 'Platform engineer', stage: 'saved' }),
  application({ company: 'Initech', role: 'Analyst', stage: 'interview', location: 'Berlin' }),
];

/** The applications API with a list, no follow-ups and no calendar; moves are recorded. */
function fakeApi(list = LIST) {
  const moves: unknown[] = [];
  server.use(
    http.get('/api/account', () => HttpResponse.json(buildAccount())),
    http.get('/api/applications', () => HttpResponse.json(list)),
    http.get('/api/applications/due', () => HttpResponse.json([])),
    http.get('/api/applications/calendar', () =>
      HttpResponse.json({ active: false, createdAt: null }),
    ),
    http.post('/api/applications/:id/stage', async ({ request, params }) => {
      moves.push({ id: params.id, ...((await request.json()) as object) });
      return HttpResponse.json(
        {
          status: 409,
          error: 'Conflict',
          code: 'application_stage_conflict',
          message: 'Moved meanwhile',
        },
        { status: 409 },
      );
    }),
  );
  return { moves };
}

asVerifiedUserOnDesktop();

describe('the applications page', { timeout: 60_000 }, () => {
  it('shows a column per stage with its applications', async () => {
    fakeApi();
    renderApp('/ui/applications');
    const board = await screen.findByRole('list', { name: 'Applications by stage' }, SLOW);
    const applied = within(board).getByRole('listitem', { name: /^Applied/ });
    expect(within(applied).getByRole('link', { name: 'Backend engineer' })).toBeInTheDocument();
    expect(
      within(applied).getByRole('button', { name: 'Move Backend engineer at Northwind' }),
    ).toBeInTheDocument();
    expect(texts(within(board).getAllByRole('heading', { level: 2 }))).toEqual([
      'Saved (1)',
      'Applied (1)',
      'Screening (0)',
      'Interview (1)',
      'Offer (0)',
      'Accepted (0)',
      'Rejected (0)',
      'Withdrawn (0)',
    ]);
  });

  it('filters the table by text and stage and sorts it by a column', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/applications');
    await user.click(await screen.findByRole('tab', { name: 'Table' }, SLOW));
    const table = screen.getByRole('table', { name: 'Applications' });
    const roles = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    await user.click(within(table).getByRole('button', { name: 'Company' }));
    expect(roles()).toEqual(['Platform engineer', 'Analyst', 'Backend engineer']);
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'berlin');
    expect(roles()).toEqual(['Analyst', 'Backend engineer']);
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(screen.getByRole('option', { name: 'Interview' }));
    expect(roles()).toEqual(['Analyst']);
  });

  it('on a phone lists the stages with a stage picker, and says when another tab moved the card first', async () => {
    mockViewport({ width: 390 });
    const { moves } = fakeApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/applications');
    await user.click(
      await screen.findByRole('combobox', { name: 'Stage: Platform engineer, Contoso' }, SLOW),
    );
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    expect(
      await screen.findByText(
        'This application was moved in another tab meanwhile; the board shows where it is now.',
      ),
    ).toBeInTheDocument();
    expect(moves).toEqual([{ id: LIST[1]!.id, stage: 'rejected', from: 'saved' }]);
  });

  it('creates an application from a pasted posting with contacts and formatted notes', async () => {
    fakeApi([]);
    const posted: unknown[] = [];
    server.use(
      http.get('/api/cvs', () => HttpResponse.json([])),
      http.post('/api/applications', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json(
          {
            ...application({ ...body, id: '00000000-0000-4000-8000-0000000000aa' }),
            postingText: '',
            notes: '',
            contacts: [],
            history: [],
          },
          { status: 201 },
        );
      }),
      http.get('/api/applications/:id', () => new HttpResponse(null, { status: 404 })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/applications');
    await user.click((await screen.findAllByRole('button', { name: 'New application' }, SLOW))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New application' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Company must not be blank')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Company/ }), 'Northwind');
    await user.type(within(dialog).getByRole('textbox', { name: /^Role/ }), 'Engineer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Posting text' }), 'We use Kafka.');
    await user.click(within(dialog).getByRole('button', { name: 'Add a contact person' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dana Park');
    await user.type(await formattedField('Notes', dialog), 'Met at JSConf');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Application for Engineer at Northwind created');
    expect(posted).toEqual([
      expect.objectContaining({
        company: 'Northwind',
        role: 'Engineer',
        postingText: 'We use Kafka.',
        notes: 'Met at JSConf',
        contacts: [{ name: 'Dana Park' }],
        salaryMin: null,
        workMode: null,
      }),
    ]);
  });
});

describe('an application', { timeout: 60_000 }, () => {
  it('is marked as applied with the CV and letter chosen from the owner’s documents', async () => {
    const saved = { ...LIST[1]!, postingText: '', notes: '', contacts: [], history: [] };
    const updates: unknown[] = [];
    fakeApi();
    server.use(
      http.get('/api/applications/:id', () => HttpResponse.json(saved)),
      http.get('/api/cvs', () => HttpResponse.json([{ id: 'cv-1', name: 'Backend roles' }])),
      http.get('/api/letters', () => HttpResponse.json([{ id: 'letter-1', name: 'To Contoso' }])),
      http.patch('/api/applications/:id', async ({ request }) => {
        const change = (await request.json()) as object;
        updates.push(change);
        return HttpResponse.json({ ...saved, ...change });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/ui/applications/${saved.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as applied' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as applied' });

    await user.click(within(dialog).getByRole('combobox', { name: 'CV' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(texts(options)).toEqual(['None', 'Backend roles']);
    await user.click(screen.getByRole('option', { name: 'Backend roles' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Letter' }));
    await user.click(await screen.findByRole('option', { name: 'To Contoso' }));
    expect(within(dialog).getByRole('combobox', { name: 'CV' })).toHaveTextContent('Backend roles');

    await user.click(within(dialog).getByRole('button', { name: 'Mark as applied' }));
    await waitFor(() => expect(updates).toEqual([{ cvId: 'cv-1', letterId: 'letter-1' }]));
  });
});
