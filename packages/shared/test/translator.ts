import type { Translate } from '../src/validation';

/** A minimal i18next stand-in for the schema tests: dotted keys, {{param}} interpolation. */
export function translator(resources: object): Translate {
  return (key, params = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
    if (typeof text !== 'string') return key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}
