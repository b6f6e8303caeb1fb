import type { Browser, Page } from '@playwright/test';
import { SAMPLE, seedProfile, type ProfileSeed } from '../fixtures/cvProfile';
import type { TestUser } from './accounts';
import { signUpVerified } from './verifiedUser';

/** An owner in a browser context of their own, with a profile made through the API. */
export async function createOwner(
  browser: Browser,
  baseURL: string | undefined,
  seed: ProfileSeed,
): Promise<{ owner: Page; account: TestUser }> {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const account = await signUpVerified(owner, 'public');
  await seedProfile(owner.request, {
    ...seed,
    account: seed.account ? { ...seed.account, email: account.email } : undefined,
  });
  return { owner, account };
}

export const CONTACT = {
  email: 'unused@example.test',
  phone: SAMPLE.phone,
  ...SAMPLE.address,
};
