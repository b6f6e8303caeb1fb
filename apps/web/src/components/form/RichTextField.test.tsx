import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n';
import { RichTextField } from './RichTextField';

interface Values {
  description: string;
}

function Form({ text = '', onSubmit }: { text?: string; onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { description: text } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <RichTextField<Values> name="description" />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

function renderField(text = '', label = 'Description') {
  const onSubmit = vi.fn<(values: Values) => void>();
  render(<Form text={text} onSubmit={onSubmit} />);
  const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: label });
  return { field, onSubmit };
}

function select(field: HTMLTextAreaElement, start: number, end: number) {
  field.focus();
  field.setSelectionRange(start, end);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('RichTextField', () => {
  it('wraps the selection in ** from the toolbar, keeps it selected and submits the text', async () => {
    const user = userEvent.setup({ delay: null });
    const { field, onSubmit } = renderField('Hello world');
    select(field, 6, 11);
    await user.click(screen.getByRole('button', { name: 'Bold' }));

    expect(field).toHaveValue('Hello **world**');
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([8, 13]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ description: 'Hello **world**' }, expect.anything()),
    );
  });

  it('takes Ctrl+B and Ctrl+I as shortcuts', async () => {
    const user = userEvent.setup({ delay: null });
    const { field } = renderField('one two');
    select(field, 0, 3);
    await user.keyboard('{Control>}i{/Control}');
    expect(field).toHaveValue('*one* two');
    select(field, 6, 9);
    await user.keyboard('{Control>}b{/Control}');
    expect(field).toHaveValue('*one* **two**');
  });

  it('starts the selected lines with "- " and keeps plain typing as it is', async () => {
    const user = userEvent.setup({ delay: null });
    const { field } = renderField();
    await user.type(field, 'First{Enter}Second');
    select(field, 0, field.value.length);
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(field).toHaveValue('- First\n- Second');
  });

  it('previews bold text and lists as the public profile shows them', async () => {
    const user = userEvent.setup({ delay: null });
    renderField('Built **fast** engines\n\n- one\n- two');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: 'Preview of Description' });
    expect(within(preview).getByText('fast').tagName).toBe('STRONG');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(preview).not.toHaveTextContent('**');
    // The formatting buttons have nothing to work on in the preview.
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Built **fast** engines\n\n- one\n- two',
    );
  });

  it('inserts a link with the selected text after asking for the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { field, onSubmit } = renderField('Read the docs');
    select(field, 9, 13);
    await user.click(screen.getByRole('button', { name: 'Insert link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    expect(within(dialog).getByRole('textbox', { name: 'Link text' })).toHaveValue('docs');
    const address = within(dialog).getByRole('textbox', { name: 'Web address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(
      await within(dialog).findByText('Web address must be a valid http(s) link'),
    ).toBeVisible();

    await user.clear(address);
    await user.type(address, 'https://example.com/docs{Enter}');
    await waitFor(() => expect(field).toHaveValue('Read the [docs](https://example.com/docs)'));
    // Enter in the dialog submitted the dialog, not the form around the field.
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names its buttons and shortcuts for assistive technology, in German too', async () => {
    await i18n.changeLanguage('de');
    renderField('', 'Beschreibung');
    const bold = screen.getByRole('button', { name: 'Fett' });
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(screen.getByRole('group', { name: 'Textformatierung' })).toBeInTheDocument();
    fireEvent.mouseOver(bold);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Fett (Ctrl+B)');
  });
});
