import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The library's own timers need CSS animations that jsdom lacks, so the
// options handed to it are what is checked here.
const toastMock = vi.hoisted(() => vi.fn());
const containerProps = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('react-toastify', () => ({
  toast: Object.assign(toastMock, { isActive: () => false }),
  ToastContainer: (props: Record<string, unknown>) => {
    containerProps.current = props;
    return null;
  },
}));

const { AppToastContainer, notify } = await import('./toast');

beforeEach(() => toastMock.mockReset());

describe('toast settings', () => {
  it('sits top right, closes after 5000 ms, at most 20, closes on click, pauses on hover', () => {
    render(<AppToastContainer />);
    expect(containerProps.current).toMatchObject({
      position: 'top-right',
      autoClose: 5000,
      limit: 20,
      closeOnClick: true,
      pauseOnHover: true,
    });
  });

  it('never times out an error toast', () => {
    notify.error('Failed to save profile');
    expect(toastMock).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'error', autoClose: false }),
    );
  });

  it.each(['success', 'info', 'warning'] as const)('keeps the default timeout for %s', (type) => {
    notify[type]('Done');
    const options = toastMock.mock.calls[0]?.[1] as Record<string, unknown>;
    expect(options.type).toBe(type);
    expect(options).not.toHaveProperty('autoClose');
  });
});
