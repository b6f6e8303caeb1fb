import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_ORDER, fullSectionOrder } from './cv-documents';

describe('fullSectionOrder', () => {
  const custom = '6f1c2f52-5a57-4e8e-9d9a-1d1f6d3c2a10';

  it('puts custom sections just before references when nothing is chosen', () => {
    const order = fullSectionOrder([], [custom]);
    expect(order.slice(-2)).toEqual([`custom:${custom}`, 'reference']);
    expect(order).toHaveLength(DEFAULT_SECTION_ORDER.length + 1);
  });

  it('takes the chosen keys first, once each, and drops keys of sections that are gone', () => {
    const order = fullSectionOrder(
      ['education', `custom:${custom}`, 'education', 'custom:00000000-0000-4000-8000-000000000000'],
      [custom],
    );
    expect(order.slice(0, 3)).toEqual(['education', `custom:${custom}`, 'work-experience']);
    expect(new Set(order).size).toBe(order.length);
    expect(order).not.toContain('custom:00000000-0000-4000-8000-000000000000');
  });
});
