import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToastContainer, notify } from './toast';

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
