import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectAccessibleEverywhere } from './fixtures/axe';
import { seedProfile } from './fixtures/cvProfile';
import { signUpVerified } from './support/verifiedUser';

const POSTINGS = [
  {
    company: 'Northwind Pay',
    role: 'Backend engineer',
    text: `Backend engineer (m/f/d), Payments
What you will do
- Build services in TypeScript and Node.js on Kubernetes.
- Stream payment events through Kafka; Kafka experience is a must.
What you bring
- TypeScript, PostgreSQL, Kafka and good communication skills.`,
  },
  {
    company: 'Stadtwerke Rheinland',
    role: 'Frontend-Entwickler',
    text: `Ihre Aufgaben
- Sie entwickeln Kundenportale mit React und TypeScript.
Ihr Profil
- Erfahrung mit Playwright und Testautomatisierung, Teamfähigkeit.`,
  },
  {
    company: 'Contoso',
    role: 'Platform engineer',
    text: 'We run Terraform and AWS. You know Linux, Docker and Go.',
  },
];

/** The PDF's text on one line. */
const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );

async function createFromPosting(page: Page, posting: (typeof POSTINGS)[number]) {
  await page.getByRole('button', { name: 'New application' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New application' });
  await dialog.getByLabel('Company').fill(posting.company);
  await dialog.getByLabel(/^Role/).fill(posting.role);
  await dialog.getByLabel('Posting text').fill(posting.text);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/ui\/applications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${posting.role} – ${posting.company}`,
  );
  return page.url().split('/').pop()!;
}

test('tracks applications: tailors a CV to a posting, keeps what was sent, moves cards by keyboard, subscribes to follow-ups', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(page, 'apps');
  await seedProfile(page.request);
  // An entry the CV leaves out: the only one that names Kafka.
  const project = await page.request.post('/api/profile/project', {
    data: { name: 'Event pipeline', description: 'Streamed orders through Apache Kafka.' },
  });
  expect(project.ok()).toBe(true);
  const projectId = ((await project.json()) as { id: string }).id;
  const cv = await page.request.post('/api/cvs', {
    data: { name: 'Backend CV', settings: { excludedEntries: [projectId] } },
  });
  expect(cv.ok()).toBe(true);
  const letter = await page.request.post('/api/letters', { data: { name: 'Northwind letter' } });
  expect(letter.ok()).toBe(true);

  // Three applications from pasted postings.
  await page.goto('/ui/applications');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  const ids: string[] = [];
  for (const posting of POSTINGS) {
    await page.goto('/ui/applications');
    ids.push(await createFromPosting(page, posting));
  }

  // Tailoring: the report names Kafka as missing and offers the hidden project.
  await page.goto(`/ui/applications/${ids[0]}`);
  const missing = page.getByTestId('match-missing');
  await expect(missing.getByText('Kafka', { exact: true })).toBeVisible();
  await expect(missing.getByText('Hidden in this CV: Event pipeline')).toBeVisible();
  await expect(
    page.getByTestId('match-covered').getByText('TypeScript', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Score = weight of the posting terms/)).toBeVisible();
  await expectAccessibleEverywhere(page);
  await missing.getByRole('button', { name: 'Include Event pipeline in the CV' }).click();
  await expect(page.getByTestId('match-covered').getByText('Kafka', { exact: true })).toBeVisible();

  // Marked applied with the CV and the letter: both frozen as sent.
  await page.getByRole('button', { name: 'Mark as applied' }).click();
  const apply = page.getByRole('dialog', { name: 'Mark as applied' });
  await apply.getByRole('combobox', { name: 'CV' }).click();
  await page.getByRole('option', { name: 'Backend CV' }).click();
  await apply.getByRole('combobox', { name: 'Letter' }).click();
  await page.getByRole('option', { name: 'Northwind letter' }).click();
  await apply.getByRole('button', { name: 'Mark as applied' }).click();
  await expect(page.getByText('Marked as applied; the documents were frozen as sent')).toBeVisible({
    timeout: 30_000,
  });
  const downloadCv = page.getByRole('button', { name: /^Download the CV as sent/ });
  await expect(downloadCv).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download the letter as sent/ })).toBeVisible();

  // The profile changes afterwards; the CV as sent does not.
  const edited = await page.request.post('/api/profile', {
    multipart: {
      data: JSON.stringify({ displayName: 'Ada Lovelace', jobTitle: 'Chief Wrangler' }),
    },
  });
  expect(edited.ok()).toBe(true);
  await page.reload();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the CV as sent/ }).click();
  const file = await downloading;
  const text = pdfText((await file.path())!);
  expect(text).toContain('Software Engineer');
  expect(text).toContain('Event pipeline');
  expect(text).not.toContain('Chief Wrangler');

  // The board: the third card moves from Saved to Applied by keyboard alone.
  await page.goto('/ui/applications');
  const board = page.getByRole('list', { name: 'Applications by stage' });
  await expect(board.locator('[data-stage="applied"]').getByText('Backend engineer')).toBeVisible();
  const handle = page.getByRole('button', { name: 'Move Platform engineer at Contoso' });
  await handle.focus();
  await page.keyboard.press('Space');
  // The card is lifted once the drag has started, and the sensor measures the columns in the frame
  // after: an arrow pressed before would do nothing.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/Platform engineer at Contoso is over Applied/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Platform engineer at Contoso moved to Applied.')).toBeAttached();
  await expect(
    board.locator('[data-stage="applied"]').getByText('Platform engineer'),
  ).toBeVisible();
  await expect(page.getByText('Moved to Applied', { exact: true })).toBeVisible();
  await expectAccessibleEverywhere(page);

  // Follow-ups: one due tomorrow, on the page and in the calendar feed.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const patched = await page.request.patch(`/api/applications/${ids[1]}`, {
    data: { followUpOn: tomorrow, nextStep: 'Call the recruiter' },
  });
  expect(patched.ok()).toBe(true);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Follow-ups due' })
      .getByRole('link', { name: /Frontend-Entwickler/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create the calendar address' }).click();
  const url = await page.getByTestId('calendar-url').inputValue();
  expect(url).toMatch(/\/api\/applications\/calendar\/[\w-]+\.ics$/);
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.ok()).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  expect(events.map((event) => [event.summary, event.startDate.toString()])).toEqual([
    ['Follow up: Frontend-Entwickler at Stadtwerke Rheinland', tomorrow],
  ]);
});
