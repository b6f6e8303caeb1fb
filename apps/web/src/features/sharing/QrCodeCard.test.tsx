import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppThemeProvider } from '../../app/AppThemeProvider';
import { i18n } from '../../app/i18n';
import { QR_PNG_URL, QR_SVG_URL, QrCodeCard } from './QrCodeCard';

beforeAll(() => i18n.changeLanguage('en'));

describe('QrCodeCard', () => {
  it('shows the QR code with its alternative text and offers SVG and PNG', () => {
    // The app's theme: its colours are CSS variables (theme.vars).
    render(<QrCodeCard username="marie" />, { wrapper: AppThemeProvider });
    const image = screen.getByRole('img', { name: 'QR code of the link to your public profile' });
    expect(image).toHaveAttribute('src', QR_SVG_URL);
    const svg = screen.getByRole('link', { name: 'Download SVG' });
    expect(svg).toHaveAttribute('href', QR_SVG_URL);
    expect(svg).toHaveAttribute('download', 'qr-marie.svg');
    const png = screen.getByRole('link', { name: 'Download PNG' });
    expect(png).toHaveAttribute('href', QR_PNG_URL);
    expect(png).toHaveAttribute('download', 'qr-marie.png');
  });
});
