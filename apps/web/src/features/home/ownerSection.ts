import { lazy, type ComponentType } from 'react';
import { getSession } from '../../app/session';

/**
 * The owner's part of the home page is code of its own: it brings the section
 * registry and with it zod, which a visitor's landing has no use for. The
 * route loads it before showing an owner's home, so that it is there on the
 * first render and nothing appears later (a login while on the page loads it then).
 */
type OwnerSectionModule = { default: ComponentType };
const load = () =>
  import('./OwnerSection').then((module): OwnerSectionModule => ({ default: module.OwnerSection }));
let loaded: OwnerSectionModule | undefined;

/** For the route: an owner's home renders whole. */
export async function prepareHome(): Promise<void> {
  if (getSession().loggedIn) loaded ??= await load();
}

/**
 * Loaded already, it is handed to React at once (a thenable that calls back
 * synchronously, which React.lazy takes without suspending).
 */
export const OwnerSection = lazy(() => {
  const ready = loaded;
  if (!ready) return load();
  return {
    then: (resolve: (module: OwnerSectionModule) => void) => resolve(ready),
  } as Promise<OwnerSectionModule>;
});
