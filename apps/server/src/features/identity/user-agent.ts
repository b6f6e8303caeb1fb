import Bowser from 'bowser';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  device: string | null;
}

/** "Firefox 128.0.1" → "Firefox 128": the major version is what a person recognizes. */
const major = (version: string | undefined) => version?.split('.')[0];

/**
 * Browser, operating system and kind of device of a User-Agent (bowser), for
 * the list of active sessions. Nothing is looked up elsewhere.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, device: null };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  const osVersion = parsed.os.version && parsed.os.name !== 'Linux' ? parsed.os.version : undefined;
  return {
    browser: parsed.browser.name ? join(parsed.browser.name, major(parsed.browser.version)) : null,
    os: parsed.os.name ? join(parsed.os.name, osVersion) : null,
    device: parsed.platform.type ?? null,
  };
}
