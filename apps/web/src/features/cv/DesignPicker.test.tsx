import type { CvDesign } from '@cv/shared';
import { CV_DESIGN_IDS } from '@cv/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProfile } from '../profile/testing/renderProfile';
import { DESIGN_IMAGE_RETRIES, DesignPicker, EAGER_DESIGN_IMAGES } from './DesignPicker';

const DESIGNS: CvDesign[] = CV_DESIGN_IDS.map((id) => ({
  id,
  name: `Design ${id}`,
  description: `About ${id}`,
  previewUrl: `/api/cv/designs/${id}/preview.png?lang=en`,
}));

function renderPicker() {
  renderProfile(
    <>
      <h2 id="designs">Designs</h2>
      <DesignPicker
        designs={DESIGNS}
        value={DESIGNS[0]!.id}
        lang="en"
        onChange={() => undefined}
        labelledBy="designs"
      />
    </>,
  );
  return DESIGNS.map((design) =>
    screen.getByRole('img', { name: `Sample CV in the design ${design.name}` }),
  );
}

afterEach(() => vi.useRealTimers());

describe('the design cards’ pictures', () => {
  it('load the first cards at once and the rest as they come near', () => {
    const images = renderPicker();
    expect(EAGER_DESIGN_IMAGES).toBeGreaterThanOrEqual(4);
    images.forEach((image, index) => {
      expect(image).toHaveAttribute('loading', index < EAGER_DESIGN_IMAGES ? 'eager' : 'lazy');
    });
    expect(images[0]).toHaveAttribute('src', '/api/cv/designs/classic/preview.png?lang=en');
  });

  it('ask again after a failed load (a busy server), then give up and show the card without it', () => {
    vi.useFakeTimers();
    const [image] = renderPicker();
    const sources = [image!.getAttribute('src')];
    for (let attempt = 1; attempt <= DESIGN_IMAGE_RETRIES; attempt++) {
      fireEvent.error(image!);
      act(() => vi.advanceTimersByTime(30_000));
      sources.push(image!.getAttribute('src'));
    }
    // Each attempt a new address, so the browser does not answer from its failed copy.
    expect(new Set(sources).size).toBe(DESIGN_IMAGE_RETRIES + 1);
    expect(image).toHaveStyle({ opacity: '0' });
    fireEvent.error(image!);
    act(() => vi.advanceTimersByTime(30_000));
    expect(image!.getAttribute('src')).toBe(sources.at(-1));
    expect(image).toHaveStyle({ opacity: '1' });
  });
});
