import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n';
import { TextListField } from './TextListField';

interface Values {
  highlights: string[];
}

function Form({ items, onSubmit }: { items: string[]; onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { highlights: items } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <TextListField<Values> name="highlights" messages="profile.textList.highlights" max={3} />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

function renderList(items: string[] = []) {
  const onSubmit = vi.fn<(values: Values) => void>();
  render(<Form items={items} onSubmit={onSubmit} />);
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.lastCall?.[0];
  };
  return { submitted };
}

const values = () =>
  within(screen.getByRole('group', { name: /Highlights/ }))
    .queryAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('TextListField', () => {
  it('adds items from the button and with Enter, each taking the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitted } = renderList();
    expect(screen.getByRole('group', { name: /^Highlights/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add highlight' }));
    const first = screen.getByRole('textbox', { name: 'Highlight 1' });
    await waitFor(() => expect(first).toHaveFocus());
    // Enter starts the next item instead of submitting the form.
    await user.keyboard('Cut costs by 20 %{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Highlight 2' })).toHaveFocus());
    await user.keyboard('Led a team of 5');

    expect(values()).toEqual(['Cut costs by 20 %', 'Led a team of 5']);
    expect(await submitted()).toEqual({ highlights: ['Cut costs by 20 %', 'Led a team of 5'] });
  });

  it('edits and removes items; Backspace in an empty item removes it', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitted } = renderList(['one', 'two', 'three']);
    await user.click(screen.getByRole('button', { name: 'Remove highlight 2' }));
    expect(values()).toEqual(['one', 'three']);
    // The keyboard stays in the list, on the item before.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Highlight 1' })).toHaveFocus());

    const second = screen.getByRole('textbox', { name: 'Highlight 2' });
    await user.clear(second);
    await user.type(second, '{Backspace}');
    expect(values()).toEqual(['one']);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Highlight 1' })).toHaveFocus());
    expect(await submitted()).toEqual({ highlights: ['one'] });
  });

  it('moves items with the keyboard and keeps the focus on the moved one', async () => {
    const user = userEvent.setup({ delay: null });
    const { submitted } = renderList(['one', 'two', 'three']);
    expect(screen.getByRole('button', { name: 'Move highlight 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move highlight 3 down' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move highlight 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['one', 'three', 'two']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move highlight 2 up' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['three', 'one', 'two']);
    // At the top the up arrow is disabled: the down arrow of the same item takes over.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move highlight 1 down' })).toHaveFocus(),
    );
    expect(await submitted()).toEqual({ highlights: ['three', 'one', 'two'] });
  });

  it('stops at its maximum and says so', async () => {
    const user = userEvent.setup({ delay: null });
    renderList(['one', 'two']);
    await user.click(screen.getByRole('button', { name: 'Add highlight' }));
    expect(values()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add highlight' })).toBeDisabled();
    expect(screen.getByText('At most 3 items')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Highlight 3' }), '{Enter}');
    expect(values()).toHaveLength(3);
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    renderList(['eins']);
    expect(screen.getByRole('textbox', { name: 'Stichpunkt 1' })).toHaveValue('eins');
    expect(screen.getByRole('button', { name: 'Stichpunkt 1 entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stichpunkt hinzufügen' })).toBeInTheDocument();
  });
});
