import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@cv/shared';
import { createCvRenderer } from '../cv-engine/cv-render';
import { samplePhoto } from '../cv-engine/cv-sample-photo';
import { readSettings } from '../cvs/cv-documents.service';
import { mediaKeyOf, OgImages } from './og-image';
import { publicProfileUrl } from '../profile/profile-visibility';

const renderer = createCvRenderer();
const photo = Buffer.from(await samplePhoto());
const storage = {
  url: (key: string) => `/api/media/${key}`,
  get: async (key: string) =>
    key === 'acc/photo.jpg' ? { body: Readable.from([photo]), contentType: 'image/jpeg' } : null,
};

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    username: 'marie',
    displayName: 'Marie Schäfer',
    jobTitle: 'Senior Software Engineer',
    theme: { backgroundColor: '#eef2f7', surfaceColor: '#2b4c8c' },
    lang: 'en',
    ...overrides,
  } as PublicProfile;
}

/** OgImages over the real renderer, counting how often it draws. */
function countingOgImages() {
  const drawn = { renders: 0 };
  const images = new OgImages({
    storage,
    renderer: {
      renderPicture: async (request) => {
        drawn.renders++;
        return renderer.renderPicture(request);
      },
    },
  });
  return { images, drawn };
}

describe('OgImages', () => {
  it('draws a 1200 × 630 PNG once per version of a profile', async () => {
    const { images, drawn } = countingOgImages();
    const version = profile({ pictureUrl: '/api/media/acc/photo.jpg' });
    const first = await images.get(version, 'CV Builder');
    const meta = await sharp(first.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(await images.get(version, 'CV Builder')).toBe(first);
    expect(drawn.renders).toBe(1);
    // A changed profile is another object: drawn again.
    await images.get(profile({ jobTitle: 'CTO' }), 'CV Builder');
    expect(drawn.renders).toBe(2);
  });

  it('draws equal content once, whichever object carries it', async () => {
    const { images, drawn } = countingOgImages();
    // The public cache hands out a new object per load; the content decides.
    const loads = Array.from({ length: 5 }, () =>
      profile({ username: 'ada', jobTitle: 'Analyst' }),
    );
    const images5 = await Promise.all(loads.map((version) => images.get(version, 'CV Builder')));
    expect(new Set(images5.map((image) => image.etag)).size).toBe(1);
    expect(drawn.renders).toBe(1);
    // Another site name (the visitor's language) is other content.
    await images.get(profile({ username: 'ada', jobTitle: 'Analyst' }), 'Lebenslauf');
    expect(drawn.renders).toBe(2);
  });

  it('forgets a failed attempt, so the next request tries again', async () => {
    let calls = 0;
    const images = new OgImages({
      storage,
      renderer: {
        renderPicture: async () => {
          calls++;
          throw new Error('busy');
        },
      },
    });
    const version = profile();
    await expect(images.get(version, 'x')).rejects.toThrow('busy');
    await expect(images.get(version, 'x')).rejects.toThrow('busy');
    expect(calls).toBe(2);
  });
});

describe('mediaKeyOf', () => {
  it('finds the key behind a URL the storage made, nothing behind others', () => {
    expect(mediaKeyOf(storage, '/api/media/acc/photo.jpg')).toBe('acc/photo.jpg');
    expect(mediaKeyOf(storage, '/api/media/../secret')).toBeNull();
    expect(mediaKeyOf(storage, 'https://elsewhere.example/acc/photo.jpg')).toBeNull();
  });
});

describe('the QR code setting', () => {
  it('is off for CVs stored before it existed', () => {
    expect(readSettings({ design: 'modern', photo: false }).qrCode).toBe(false);
    expect(readSettings({ qrCode: true }).qrCode).toBe(true);
  });

  it('links the public profile page, the username escaped', () => {
    expect(publicProfileUrl('https://cv.example.com/', 'marie.s')).toBe(
      'https://cv.example.com/ui/profile/marie.s',
    );
  });
});
