import { describe, expect, it } from 'vitest';
import { addressOf, countryCodeOf } from './address';

describe('addressOf', () => {
  it.each([
    ['Domstraße 1', { street: 'Domstraße', houseNumber: '1' }],
    ['Am Alten Markt 12a', { street: 'Am Alten Markt', houseNumber: '12a' }],
    ['Hauptstr. 5-7', { street: 'Hauptstr.', houseNumber: '5-7' }],
    ['221B Baker Street', { street: 'Baker Street', houseNumber: '221B' }],
    [
      'Königsallee 1, 40212 Düsseldorf',
      { street: 'Königsallee', houseNumber: '1', postcode: '40212', city: 'Düsseldorf' },
    ],
    [
      'Rue de Rivoli 99\n75001 Paris',
      { street: 'Rue de Rivoli', houseNumber: '99', postcode: '75001', city: 'Paris' },
    ],
  ])('reads "%s" into its parts', (line, address) => {
    expect(addressOf(line)).toEqual(address);
  });

  it('keeps a line it cannot take apart whole in the street, losing nothing', () => {
    expect(addressOf('Domstraße 1\nHinterhaus, 5. Etage links')).toEqual({
      street: 'Domstraße 1, Hinterhaus, 5. Etage links',
    });
    expect(addressOf('Flat 4, 12 Main Street')).toEqual({ street: 'Flat 4, 12 Main Street' });
    expect(addressOf('Postfach')).toEqual({ street: 'Postfach' });
  });

  it('takes the postcode, city and country the file gives beside the line', () => {
    expect(
      addressOf('221B Baker Street', { postcode: 'NW1 6XE', city: 'London', country: 'GB' }),
    ).toEqual({
      street: 'Baker Street',
      houseNumber: '221B',
      postcode: 'NW1 6XE',
      city: 'London',
      country: 'GB',
    });
    // The line repeats them: said once.
    expect(addressOf('Königsallee 1, 40212 Düsseldorf', { postcode: '40212' })).toEqual({
      street: 'Königsallee',
      houseNumber: '1',
      postcode: '40212',
      city: 'Düsseldorf',
    });
    expect(addressOf(undefined, { city: 'Köln' })).toEqual({ city: 'Köln' });
    expect(addressOf(undefined)).toBeUndefined();
  });
});

describe('countryCodeOf', () => {
  it('reads a code or a name in English or German', () => {
    expect(countryCodeOf('de')).toBe('DE');
    expect(countryCodeOf('Germany')).toBe('DE');
    expect(countryCodeOf('Deutschland')).toBe('DE');
    expect(countryCodeOf('Vereinigtes Königreich')).toBe('GB');
  });

  it('says nothing for what names no country', () => {
    expect(countryCodeOf('XX')).toBeUndefined();
    expect(countryCodeOf('Nordrhein-Westfalen')).toBeUndefined();
    expect(countryCodeOf(undefined)).toBeUndefined();
  });
});
