import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS } from '@cv/shared';
import { buildTestApp } from '../../../test/app';
import { loggedInAccount } from '../../../test/factories';
import { buildProfile } from '../../../test/profile-factories';

const { app } = await buildTestApp();

async function owner() {
  const { account, cookie } = await loggedInAccount(app);
  await buildProfile(app, account.id);
  return cookie;
}

/**
 * Every design in both languages on both papers: different PDFs (Typst keeps
 * what it laid out, so equal ones would cost next to nothing), and more than
 * twice what the pool takes at once on two cores (two running, sixteen
 * waiting), so that the queue fills however fast the renders are.
 */
const burstUrls = ['en', 'de'].flatMap((lang) =>
  ['a4', 'letter'].flatMap((paper) =>
    CV_DESIGN_IDS.map((design) => `/api/cv/pdf?design=${design}&lang=${lang}&paper=${paper}`),
  ),
);

describe('the render pool shared between users', () => {
  it("serves another user's PDFs while one user's burst waits", { timeout: 120_000 }, async () => {
    const hostile = await owner();
    const other = await owner();
    const started = performance.now();
    let burstDone = 0;
    let queueFull = false;
    let firstRefusal: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => {
      firstRefusal = resolve;
    });

    const burst = burstUrls.map((url) =>
      app.inject({ url, headers: { cookie: hostile } }).then((res) => {
        burstDone = performance.now();
        if (res.statusCode === 503) {
          queueFull = true;
          firstRefusal();
        }
        return res;
      }),
    );
    // The pool starts and warms up (every design once per worker) while the
    // burst arrives: its queue is full once the first of it is refused.
    await Promise.race([refused, Promise.all(burst)]);
    expect(queueFull, 'the burst fills the queue').toBe(true);
    const asked = performance.now();
    const otherAnswers = await Promise.all(
      ['classic', 'modern', 'compact'].map(async (design) => {
        const res = await app.inject({
          url: `/api/cv/pdf?design=${design}`,
          headers: { cookie: other },
        });
        return { res, ms: performance.now() - asked };
      }),
    );
    const otherDone = performance.now();
    for (const { res } of otherAnswers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    const answers = await Promise.all(burst);
    const statuses = answers.map((res) => res.statusCode);
    console.log(
      `render pool: the other user's 3 PDFs took ${otherAnswers.map(({ ms }) => ms.toFixed(0)).join(', ')} ms ` +
        `(done after ${(otherDone - started).toFixed(0)} ms); the burst of ${burstUrls.length} ended after ` +
        `${(burstDone - started).toFixed(0)} ms with ${statuses.filter((s) => s === 200).length} × 200, ` +
        `${statuses.filter((s) => s === 503).length} × 503`,
    );

    expect(otherDone).toBeLessThan(burstDone);
    // Refused are only the burst's own requests, with the standard busy answer.
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'cv_busy' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
