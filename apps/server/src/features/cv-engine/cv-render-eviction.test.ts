import { describe, expect, it } from 'vitest';
import { minimalCvData } from '../../../test/cv-fixtures';
import { createCvRenderer } from './cv-render';

describe('the renderer’s cache eviction', () => {
  it('is handed to the scheduler every fourth render, one at a time', () => {
    const scheduled: (() => void)[] = [];
    const renderer = createCvRenderer({ scheduleEviction: (evict) => scheduled.push(evict) });
    const render = () => {
      const result = renderer.renderCv({ design: 'plain', data: minimalCvData(), format: 'pdf' });
      expect(result.pages).toBe(1);
    };
    for (let i = 0; i < 3; i++) render();
    expect(scheduled).toHaveLength(0);
    render();
    expect(scheduled).toHaveLength(1);
    // Renders go on while it waits, without asking for a second one.
    for (let i = 0; i < 5; i++) render();
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    // Due again since: the next render asks at once.
    render();
    expect(scheduled).toHaveLength(2);
  });
});
