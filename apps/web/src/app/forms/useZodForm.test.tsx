import { MESSAGE_KEYS } from '@cv/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n';
import { useZodForm } from './useZodForm';

// Shaped like the shared schemas: messages are i18n keys.
const schema = z.object({
  jobTitle: z.string().trim().min(1, { message: MESSAGE_KEYS.blank }),
  email: z.email({ message: MESSAGE_KEYS.email }),
  links: z.array(z.object({ url: z.url({ message: MESSAGE_KEYS.url }) })),
});

function Form({ onValid }: { onValid: (v: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, {
    defaultValues: { jobTitle: '', email: 'nope', links: [{ url: 'x' }] },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <p>{errors.jobTitle?.message}</p>
      <p>{errors.email?.message}</p>
      <p>{errors.links?.[0]?.url?.message}</p>
      <button type="submit">save</button>
    </form>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useZodForm', () => {
  it('shows the shared validation messages with field labels', async () => {
    render(<Form onValid={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Job title must not be blank')).toBeInTheDocument();
    expect(screen.getByText('E-Mail is not valid')).toBeInTheDocument();
    expect(screen.getByText('Link must be a valid http(s) link')).toBeInTheDocument();
  });

  it('words them in the current language', async () => {
    await i18n.changeLanguage('de');
    render(<Form onValid={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Berufsbezeichnung darf nicht leer sein')).toBeInTheDocument();
  });
});
