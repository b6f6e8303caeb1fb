import { LIMITS } from '@cv/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '../../../test/matchMedia';
import { renderProfile } from '../testing/renderProfile';
import { checkPictureFile } from './picture';
import { PictureField, type PictureValues } from './PictureField';

const MAX = LIMITS.pictureMaxBytes;

function file(bytes: number, type = 'image/jpeg', name = 'me.jpg') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function Form({ currentUrl = null }: { currentUrl?: string | null }) {
  const form = useForm<PictureValues>({
    defaultValues: { profilePicture: null, removePicture: false },
  });
  return (
    <FormProvider {...form}>
      <PictureField currentUrl={currentUrl} />
      <output data-testid="dirty">{String(form.formState.isDirty)}</output>
    </FormProvider>
  );
}

beforeEach(() => {
  mockViewport({ width: 1440 });
  // jsdom has no object URLs.
  Object.defineProperty(URL, 'createObjectURL', {
    value: vi.fn(() => 'blob:chosen'),
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  vi.unstubAllGlobals();
});

describe('checkPictureFile', () => {
  it('takes exactly 2 MB and refuses one byte more', () => {
    expect(checkPictureFile(file(MAX))).toBeNull();
    expect(checkPictureFile(file(MAX + 1))).toBe('size');
  });

  it('takes the types the server decodes, and leaves an unknown type to the decoder', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', '']) {
      expect(checkPictureFile(file(10, type)), type).toBeNull();
    }
    expect(checkPictureFile(file(10, 'image/gif'))).toBe('type');
    expect(checkPictureFile(file(10, 'application/pdf'))).toBe('type');
  });
});

describe('the picture field', { timeout: 30_000 }, () => {
  it('refuses a file over 2 MB before reading it, with the size message', async () => {
    renderProfile(<Form />);
    const user = userEvent.setup({ delay: null });
    await user.upload(screen.getByLabelText('Profile picture'), file(MAX + 1));

    expect(await screen.findByRole('alert')).toHaveTextContent('File must be less than 2 MB');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('dirty')).toHaveTextContent('false');
    // The upload button names the problem to screen readers too.
    expect(screen.getByRole('button', { name: 'Upload picture' })).toHaveAccessibleDescription(
      /File must be less than 2 MB/,
    );
  });

  it('refuses a file that is no supported image', async () => {
    renderProfile(<Form />);
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.upload(screen.getByLabelText('Profile picture'), file(100, 'image/gif', 'a.gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not a supported image (JPEG, PNG, WebP or AVIF)',
    );
  });

  it('opens the square crop for a file within the limit and forgets an earlier refusal', async () => {
    renderProfile(<Form />);
    const user = userEvent.setup({ delay: null });
    const input = screen.getByLabelText('Profile picture');
    await user.upload(input, file(MAX + 1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.upload(input, file(MAX));
    expect(await screen.findByRole('dialog', { name: 'Crop your picture' })).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('File must be less than 2 MB')).not.toBeInTheDocument();
  });

  it('removes the stored picture only when saved, and can keep it', async () => {
    renderProfile(<Form currentUrl="/api/media/a/picture.jpg" />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      '/api/media/a/picture.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.getByText('The picture is removed when you save')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).not.toBeInTheDocument();
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: 'Keep picture' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile picture' })).toBeInTheDocument(),
    );
  });
});
