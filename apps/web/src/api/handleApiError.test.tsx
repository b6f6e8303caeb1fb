import { render, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { handleApiError } from './handleApiError';

interface ProfileForm {
  jobTitle: string;
  links: { url: string }[];
}

function renderForm() {
  const ref: { form?: UseFormReturn<ProfileForm> } = {};
  function Probe() {
    const form = useForm<ProfileForm>({ defaultValues: { jobTitle: '', links: [{ url: '' }] } });
    ref.form = form;
    return <p data-testid="root-error">{form.formState.errors.root?.server?.message}</p>;
  }
  render(
    <>
      <Probe />
      <ToastContainer />
    </>,
  );
  return ref.form as UseFormReturn<ProfileForm>;
}

const validationError = () =>
  new ApiError(
    400,
    {
      status: 400,
      error: 'Bad Request',
      code: 'validation',
      message: 'Some fields are not valid',
      fieldErrors: {
        jobTitle: ['Job title must not be blank'],
        'links.0.url': ['Link must be a valid http(s) link'],
        _: ['End date must be after Start date'],
      },
    },
    'Some fields are not valid',
  );

describe('handleApiError', () => {
  it('puts field errors under their dotted paths and shows one error toast', async () => {
    const form = renderForm();
    const shown = handleApiError(validationError(), {
      title: 'Failed to save profile',
      setError: form.setError,
    });
    expect(shown).toBe(true);
    expect(form.getFieldState('jobTitle').error?.message).toBe('Job title must not be blank');
    expect(form.getFieldState('links.0.url').error?.message).toBe(
      'Link must be a valid http(s) link',
    );
    expect(await screen.findByTestId('root-error')).toHaveTextContent(
      'End date must be after Start date',
    );
    expect(await screen.findByText('Failed to save profile')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid')).toBeInTheDocument();
  });

  it('stays silent when the session expired (the user is on the way to login)', () => {
    expect(handleApiError(new ApiError(401, undefined, 'x', true))).toBe(false);
  });

  it('explains a call that could not be made', async () => {
    renderForm();
    handleApiError(new ApiError(0, undefined, 'offline'));
    expect(await screen.findByText(/^The connection to the server failed\./)).toBeInTheDocument();
  });

  it('shows the generic message for unexpected errors', async () => {
    renderForm();
    handleApiError(new TypeError('boom'));
    expect(await screen.findByText('Oops, something went wrong')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });
});
