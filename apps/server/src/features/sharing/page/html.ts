import type { TextLangs } from '@cv/shared';
import { escapeHtml } from '../../../lib/escape-html';

/** Escaped text: every piece of user data reaches the page through this or `attr`. */
export const esc = escapeHtml;

/** ` name="value"` with the value escaped; nothing for an absent value. */
export function attr(name: string, value: string | number | undefined | null | false): string {
  if (value === undefined || value === null || value === false) return '';
  return ` ${name}="${escapeHtml(String(value))}"`;
}

/**
 * The `lang` attribute of a field's element: set only where the owner has not
 * translated the field into the page's language, so it is shown in its own.
 */
export function langOf(langs: TextLangs | undefined, field: string): string {
  return attr('lang', langs?.[field]);
}

/** Only http(s) links become anchors: nothing else (javascript:, data:) is ever followed. */
export function safeHttpUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 'https://www.example.com/a/' -> 'example.com/a': a link's readable face. */
export function displayUrl(url: string): string {
  try {
    const { hostname, pathname, search } = new URL(url);
    return `${hostname.replace(/^www\./, '')}${`${pathname}${search}`.replace(/\/$/, '')}`;
  } catch {
    return url;
  }
}

/** 'Ada Lovelace' -> 'AL': the avatar without a picture. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => [...(word ?? '')][0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}
