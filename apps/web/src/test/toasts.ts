import { screen } from '@testing-library/react';

/**
 * Whether a toast with this text is on screen. jsdom runs no CSS animations,
 * so a dismissed toast stays in the DOM, marked as leaving (data-in=false).
 */
export function toastShowing(text: string): boolean {
  return screen
    .queryAllByText(text)
    .some((node) => node.closest('.Toastify__toast')?.getAttribute('data-in') !== 'false');
}

/** How many toasts with this text are on screen (leaving ones not counted). */
export function toastsShowing(text: string): number {
  return screen
    .queryAllByText(text)
    .filter((node) => node.closest('.Toastify__toast')?.getAttribute('data-in') !== 'false').length;
}
