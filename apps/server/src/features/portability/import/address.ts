import countries from 'i18n-iso-countries';
import { isCountryCode } from '../../platform/countries.service';
import { definedFields } from './draft-builder';
import type { DraftAddress } from './import-draft';

/**
 * A postal address from what the formats give: one or more lines of text
 * (JSON Resume's `address`, LinkedIn's "Address"), sometimes with the
 * postcode, city and country beside them. The account keeps an address in
 * parts (street, house number, postcode, city, country); a line that does not
 * read as those parts stays whole in the street, so nothing of it is lost.
 */

/** "Domstraße 1", "Am Alten Markt 12a", "Hauptstr. 5-7": the street, then its number. */
const NUMBER_LAST = /^(.*\D)\s+(\d+\s?[a-z]?(?:\s?[-–/]\s?\d+\s?[a-z]?)?)$/i;
/** "221B Baker Street": the number first, as in English. */
const NUMBER_FIRST = /^(\d+[a-z]?(?:[-–/]\d+[a-z]?)?)\s+(\D.*)$/i;
/** "40212 Düsseldorf", "75001 Paris", "1010 Wien". */
const POSTCODE_CITY = /^(\d{4,5})\s+(\D.*)$/;

/** A code ("de") or a country's name in English or German ("Deutschland") as its code. */
export function countryCodeOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^[a-z]{2}$/i.test(text)) {
    const code = text.toUpperCase();
    return isCountryCode(code) ? code : undefined;
  }
  return countries.getAlpha2Code(text, 'en') ?? countries.getAlpha2Code(text, 'de');
}

const same = (a: string, b: string | undefined) =>
  b !== undefined && a.toLocaleLowerCase() === b.toLocaleLowerCase();
/** A part of the line agrees with what the file says beside it, or the file says nothing. */
const agrees = (known: string | undefined, value: string) =>
  known === undefined || same(value, known);

function streetOf(line: string): DraftAddress {
  const last = NUMBER_LAST.exec(line);
  if (last?.[1] && last[2]) return { street: last[1].trim(), houseNumber: last[2] };
  const first = NUMBER_FIRST.exec(line);
  if (first?.[1] && first[2]) return { street: first[2].trim(), houseNumber: first[1] };
  return { street: line };
}

/** The parts after the street line as postcode, city and country; null when one is anything else. */
function placeRest(parts: string[], known: DraftAddress): DraftAddress | null {
  const placed: DraftAddress = {};
  for (const part of parts) {
    const [, postcode, city] = POSTCODE_CITY.exec(part) ?? [];
    const country = postcode ? undefined : countryCodeOf(part);
    if (postcode && city && agrees(known.postcode, postcode) && agrees(known.city, city)) {
      Object.assign(placed, { postcode, city });
    } else if (country && agrees(known.country, country)) {
      placed.country = country;
    } else if (!same(part, known.city)) {
      return null;
    }
  }
  return placed;
}

export function addressOf(
  text: string | undefined,
  known: DraftAddress = {},
): DraftAddress | undefined {
  const given = definedFields(known);
  const parts = (text ?? '')
    .split(/\s*[\n,]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const [line, ...rest] = parts;
  let address = given;
  if (line) {
    const placed = placeRest(rest, given);
    address = placed
      ? { ...given, ...streetOf(line), ...placed }
      : { ...given, street: parts.join(', ') };
  }
  return Object.keys(address).length > 0 ? address : undefined;
}
