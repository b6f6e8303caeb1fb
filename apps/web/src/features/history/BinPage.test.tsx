import type { BinItem } from '@cv/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { stubApi } from '../../test/api';
import { renderApp, renderPageWithUser } from '../../test/renderApp';
import { asVerifiedUserOnDesktop } from '../../test/session';
import { SLOW } from '../../test/waits';
import { cancelDialog } from '../../test/dialogs';

const CV: BinItem = {
  id: '00000000-0000-4000-8000-0000000000e1',
  kind: 'cv',
  itemId: '00000000-0000-4000-8000-0000000000c1',
  label: 'For ACME',
  deletedAt: '2026-11-20T09:00:00.000Z',
  purgeAt: '2026-12-20T09:00:00.000Z',
};
const ENTRY: BinItem = {
  ...CV,
  id: '00000000-0000-4000-8000-0000000000e2',
  kind: 'entry',
  itemId: '00000000-0000-4000-8000-0000000000a1',
  label: '',
};

describe('the bin page', () => {
  asVerifiedUserOnDesktop();

  it('lists deleted things in German and brings one back', async () => {
    await i18n.changeLanguage('de');
    let items = [CV, ENTRY];
    const calls = stubApi({
      'GET /api/bin': () => ({ status: 200, body: { items } }),
      [`POST /api/bin/${CV.id}/restore`]: () => {
        items = [ENTRY];
        return { status: 200, body: { kind: 'cv', itemId: CV.itemId } };
      },
    });
    const { user } = await renderPageWithUser('/ui/bin', 'Papierkorb');
    const list = await screen.findByRole('list', { name: 'Papierkorb' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // An entry without a heading is named by its kind.
    expect(within(list).getByRole('heading', { name: 'Eintrag' })).toBeInTheDocument();
    expect(within(list).getAllByText(/Wird am .* endgültig entfernt/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Zurückholen: For ACME' }));
    expect(await screen.findByText('„For ACME“ ist wieder da')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/bin/${CV.id}/restore`)).toBe(
      true,
    );
  }, 30_000);

  it('deletes for good only after the confirmation, and says when the bin is empty', async () => {
    let items = [CV];
    const calls = stubApi({
      'GET /api/bin': () => ({ status: 200, body: { items } }),
      [`DELETE /api/bin/${CV.id}`]: () => {
        items = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/ui/bin');
    await user.click(
      await screen.findByRole('button', { name: 'Delete for good: For ACME' }, SLOW),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete for good' });
    expect(dialog).toHaveTextContent('Delete “For ACME” for good? This cannot be undone.');
    await cancelDialog(user, dialog);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete for good: For ACME' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete for good' })).getByRole('button', {
        name: 'Delete for good',
      }),
    );
    expect(await screen.findByText('The bin is empty.', {}, SLOW)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  }, 30_000);
});
