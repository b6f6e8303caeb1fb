import { EARLY_INPUT_KEY, FIRST_SCREEN_DATA_ID, STORAGE_KEYS } from '@cv/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWhenNeeded } from './startWhenNeeded';

/** A document as the server sends it: its first screen's data, in `locale`. */
function servedPage(locale: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify({ path: '/ui', locale, oauthProviders: [] })}</script>`;
  return doc;
}

// jsdom's navigator speaks English: the app would choose English.
afterEach(() => localStorage.clear());

describe('when the app starts', () => {
  it('starts at once on a page the server did not render', () => {
    const start = vi.fn();
    startWhenNeeded(start, document.implementation.createHTMLDocument());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'pointerdown', 'focusin', 'scroll'])(
    'on a served page, waits for the first move (%s), then starts once',
    (move) => {
      const start = vi.fn();
      startWhenNeeded(start, servedPage('en'));
      expect(start).not.toHaveBeenCalled();
      window.dispatchEvent(new Event(move));
      window.dispatchEvent(new Event('pointermove'));
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it('starts at once when the page is in another language than the stored choice', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    const start = vi.fn();
    startWhenNeeded(start, servedPage('en'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a browser that is logged in (another tab logged in meanwhile)', () => {
    localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
    const start = vi.fn();
    startWhenNeeded(start, servedPage('en'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the visitor acted before the entry ran: a held button, the focus in a field', () => {
    const held = servedPage('en');
    const button = held.createElement('button');
    (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY] = button;
    const start = vi.fn();
    startWhenNeeded(start, held);
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
    expect(start).toHaveBeenCalledTimes(1);

    // The page this test runs in, as served, with the focus in its field.
    document.body.innerHTML = servedPage('en').body.innerHTML + '<input name="username">';
    document.querySelector('input')!.focus();
    startWhenNeeded(start);
    document.body.innerHTML = '';
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('starts at once when the served data cannot be read', () => {
    const doc = servedPage('en');
    doc.getElementById(FIRST_SCREEN_DATA_ID)!.textContent = '{broken';
    const start = vi.fn();
    startWhenNeeded(start, doc);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
