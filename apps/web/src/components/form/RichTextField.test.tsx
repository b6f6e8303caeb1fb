import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n';
import { RichTextField } from './RichTextField';
import { AppThemeProvider } from '../../app/AppThemeProvider';
import { texts } from '../../test/texts';

interface Values {
  description: string;
}

function Form({
  text = '',
  onSubmit,
  maxLength,
}: {
  text?: string;
  onSubmit: (values: Values) => void;
  maxLength?: number;
}) {
  const form = useForm<Values>({ defaultValues: { description: text } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {/* Focused at the end of the text, where a person would go on typing. */}
        <RichTextField<Values> name="description" maxLength={maxLength} autoFocus />
        <button type="submit">Submit</button>
        <button type="button" onClick={() => form.reset({ description: '*Reset* text' })}>
          Reset
        </button>
        <button
          type="button"
          onClick={() => form.setError('description', { message: 'Description is too long' })}
        >
          Fail
        </button>
      </form>
    </FormProvider>
  );
}

function renderForm(text = '', maxLength?: number) {
  const onSubmit = vi.fn<(values: Values) => void>();
  // The app's theme: its colours are CSS variables (theme.vars).
  render(<Form text={text} onSubmit={onSubmit} maxLength={maxLength} />, {
    wrapper: AppThemeProvider,
  });
  return onSubmit;
}

/** The formatted editor, once its code has loaded (the Markdown text box stands in until then). */
async function editor(label = 'Description'): Promise<HTMLElement> {
  return waitFor(
    () => {
      const box = screen.getByRole('textbox', { name: label });
      if (box.getAttribute('contenteditable') !== 'true') throw new Error('still loading');
      // The field asks for the focus (autoFocus), which the editor takes once it is ready.
      expect(box).toHaveFocus();
      return box;
    },
    { timeout: 15_000 },
  );
}

async function submitted(onSubmit: ReturnType<typeof renderForm>) {
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0]?.[0].description;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

// The first test loads the editor's code; typing in jsdom is slow on a busy machine.
describe('RichTextField, formatted', { timeout: 40_000 }, () => {
  it('shows the stored text formatted, without its markers, and leaves it as stored', async () => {
    const stored = 'Built **fast** engines\n* one\n* [two](https://example.com)';
    const onSubmit = renderForm(stored);
    const box = await editor();

    expect(within(box).getByText('fast').tagName).toBe('STRONG');
    expect(texts(within(box).getAllByRole('listitem'))).toEqual(['one', 'two']);
    expect(within(box).getByRole('link', { name: 'two' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(box).not.toHaveTextContent('**');
    // Opening a text is no change: not even its spelling of the list is rewritten.
    expect(await submitted(onSubmit)).toBe(stored);
  });

  it('continues a list on Enter and writes it as Markdown', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('- First');
    await editor();
    await user.keyboard('{Enter}Second');
    expect(await submitted(onSubmit)).toBe('- First\n- Second');
  });

  it('bolds and italicises with Ctrl+B and Ctrl+I and shows the buttons pressed', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('Built');
    const box = await editor();
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.keyboard('fast');
    await user.keyboard('{Control>}b{/Control}{Control>}i{/Control}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('ly');

    expect(within(box).getByText('fast').tagName).toBe('STRONG');
    expect(await submitted(onSubmit)).toBe('Built**fast***ly*');
  });

  it('makes a numbered list from the toolbar', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('One');
    await editor();
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Enter}Two');
    expect(await submitted(onSubmit)).toBe('1. One\n2. Two');
  });

  it('inserts a link with Ctrl+K after asking for the address', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm();
    const box = await editor();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Link text' }), 'the docs');
    const address = within(dialog).getByRole('textbox', { name: 'Web address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(
      await within(dialog).findByText('Web address must be a valid http(s) link'),
    ).toBeVisible();
    await user.clear(address);
    await user.type(address, 'https://example.com/docs{Enter}');

    await waitFor(() =>
      expect(within(box).getByRole('link', { name: 'the docs' })).toHaveAttribute(
        'href',
        'https://example.com/docs',
      ),
    );
    // Enter in the dialog submitted the dialog, not the form around the field.
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Insert link' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await submitted(onSubmit)).toBe('[the docs](https://example.com/docs)');
  });

  it('refuses typing beyond the longest stored text', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('**1234**', 10);
    await editor();
    await user.keyboard('56789');
    // "**123456**" is the longest text within 10 characters.
    expect(await submitted(onSubmit)).toBe('**123456**');
  });

  it('shows a text set from outside and the form’s error', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm('Before');
    const box = await editor();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(box).getByText('Reset').tagName).toBe('EM'));

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Description is too long');
  });

  it('switches to the Markdown text and back, and remembers the choice', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('Built **fast** engines');
    await editor();
    await user.click(screen.getByRole('button', { name: 'Markdown' }));
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    expect(text).toHaveValue('Built **fast** engines');
    expect(localStorage.getItem('cv.richTextMode')).toBe('markdown');

    await user.type(text, ' *now*');
    await user.click(screen.getByRole('button', { name: 'Formatted' }));
    const box = await editor();
    expect(within(box).getByText('now').tagName).toBe('EM');
    expect(await submitted(onSubmit)).toBe('Built **fast** engines *now*');
  });

  it('names its buttons and shortcuts for assistive technology, in German too', async () => {
    await i18n.changeLanguage('de');
    renderForm();
    await editor('Beschreibung');
    const bold = screen.getByRole('button', { name: 'Fett' });
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Nummerierte Liste' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Textformatierung' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bearbeitungsmodus' })).toBeInTheDocument();
    fireEvent.mouseOver(bold);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Fett (Ctrl+B)');
  });
});

describe('RichTextField, Markdown', () => {
  function markdownField(text = '') {
    localStorage.setItem('cv.richTextMode', 'markdown');
    const onSubmit = renderForm(text);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    return { field, onSubmit };
  }

  function select(field: HTMLTextAreaElement, start: number, end: number) {
    field.focus();
    field.setSelectionRange(start, end);
  }

  it('wraps the selection in ** from the toolbar, keeps it selected and submits the text', async () => {
    const user = userEvent.setup({ delay: null });
    const { field, onSubmit } = markdownField('Hello world');
    select(field, 6, 11);
    await user.click(screen.getByRole('button', { name: 'Bold' }));

    expect(field).toHaveValue('Hello **world**');
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([8, 13]);
    expect(await submitted(onSubmit)).toBe('Hello **world**');
  });

  it('takes Ctrl+B and Ctrl+I as shortcuts', async () => {
    const user = userEvent.setup({ delay: null });
    const { field } = markdownField('one two');
    select(field, 0, 3);
    await user.keyboard('{Control>}i{/Control}');
    expect(field).toHaveValue('*one* two');
    select(field, 6, 9);
    await user.keyboard('{Control>}b{/Control}');
    expect(field).toHaveValue('*one* **two**');
  });

  it('starts the selected lines with "- " and keeps plain typing as it is', async () => {
    const user = userEvent.setup({ delay: null });
    const { field } = markdownField();
    await user.type(field, 'First{Enter}Second');
    select(field, 0, field.value.length);
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    expect(field).toHaveValue('- First\n- Second');
  });

  it('inserts a link with the selected text after asking for the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { field, onSubmit } = markdownField('Read the docs');
    select(field, 9, 13);
    await user.click(screen.getByRole('button', { name: 'Insert link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    expect(within(dialog).getByRole('textbox', { name: 'Link text' })).toHaveValue('docs');
    const address = within(dialog).getByRole('textbox', { name: 'Web address' });
    await user.clear(address);
    await user.type(address, 'https://example.com/docs{Enter}');
    await waitFor(() => expect(field).toHaveValue('Read the [docs](https://example.com/docs)'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
