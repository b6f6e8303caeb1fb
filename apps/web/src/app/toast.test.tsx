import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastShowing } from '../test/toasts';
import { AppToastContainer, notify, useToastScope } from './toast';

describe('toasts', () => {
  it('shows a heading and a detail paragraph, or only a paragraph', async () => {
    render(<AppToastContainer />);
    act(() => {
      notify.info('Saved', 'Your profile is up to date');
      notify.success('Password changed');
    });
    const heading = await screen.findByText('Saved');
    expect(heading.tagName).toBe('P');
    expect(screen.getByText('Your profile is up to date').tagName).toBe('P');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});

describe('error toasts', () => {
  it('never stacks the same error twice', async () => {
    render(<AppToastContainer />);
    act(() => {
      notify.error('Failed to save profile', 'The service is busy');
      notify.error('Failed to save profile', 'The service is busy');
    });
    await screen.findByText('The service is busy');
    act(() => {
      notify.error('Failed to save profile', 'The service is busy');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('The service is busy')).toHaveLength(1);
  });

  it("a form's toast is replaced by its next error and goes with the form", async () => {
    function Form({ error }: { error: string }) {
      const scope = useToastScope();
      return (
        <button type="button" onClick={() => notify.error('Failed', error, scope.options)}>
          send
        </button>
      );
    }
    const view = render(
      <>
        <AppToastContainer />
        <Form error="Username taken" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'send' }).click());
    expect(await screen.findByText('Username taken')).toBeInTheDocument();
    view.rerender(
      <>
        <AppToastContainer />
        <Form error="E-mail taken" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'send' }).click());
    expect(await screen.findByText('E-mail taken')).toBeInTheDocument();
    await waitFor(() => expect(toastShowing('Username taken')).toBe(false));

    view.rerender(<AppToastContainer />);
    await waitFor(() => expect(toastShowing('E-mail taken')).toBe(false));
  });
});
