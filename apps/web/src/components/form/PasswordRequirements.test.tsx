import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n';
import { PasswordRequirements } from './PasswordRequirements';
import { texts } from '../../test/texts';

function metRules(): Record<string, boolean> {
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  return Object.fromEntries(
    items.map((item) => [item.dataset.rule, item.dataset.met === 'true'] as const),
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PasswordRequirements', () => {
  it('lists every password rule and states the minimum length 8', () => {
    render(<PasswordRequirements password="" id="reqs" />);
    expect(screen.getByRole('heading', { name: 'Password requirements' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(texts(items)).toEqual([
      'Between 8 and 128 characters – not fulfilled yet',
      'No spaces – not fulfilled yet',
      'At least one digit – not fulfilled yet',
      'At least one special character, e.g. ! ? # % – not fulfilled yet',
      'At least one uppercase letter – not fulfilled yet',
      'At least one lowercase letter – not fulfilled yet',
    ]);
    expect(screen.getByRole('list')).toHaveAttribute('id', 'reqs');
  });

  it('ticks each rule as the password fulfils it', () => {
    const { rerender } = render(<PasswordRequirements password="abc" id="reqs" />);
    expect(metRules()).toEqual({
      length: false,
      noWhitespace: true,
      digit: false,
      special: false,
      uppercase: false,
      lowercase: true,
    });

    rerender(<PasswordRequirements password="Abc 1!" id="reqs" />);
    expect(metRules()).toEqual({
      length: false,
      noWhitespace: false,
      digit: true,
      special: true,
      uppercase: true,
      lowercase: true,
    });

    rerender(<PasswordRequirements password="Abcdef1!" id="reqs" />);
    expect(Object.values(metRules()).every(Boolean)).toBe(true);
    // What a screen reader hears: every rule now says it is fulfilled, none "not fulfilled yet".
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Between 8 and 128 characters – fulfilled$/);
    for (const item of items) expect(item).not.toHaveTextContent('not fulfilled');
  });

  it('ticks nothing while the field is empty', () => {
    render(<PasswordRequirements password="" id="reqs" />);
    expect(Object.values(metRules()).some(Boolean)).toBe(false);
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    render(<PasswordRequirements password="" id="reqs" />);
    expect(screen.getByText('Zwischen 8 und 128 Zeichen')).toBeInTheDocument();
  });
});
