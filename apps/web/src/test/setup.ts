import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n, i18nReady } from '../app/i18n';
import { server } from './server';
import { installTestStyles, resetTestStyles } from './styles';

// React's development build captures a stack trace for every element it creates
// (its "owner stacks", which only enrich warnings): in a CPU profile of the
// studio's tests a ninth of the time. Told that the per-render allowance is
// used up, it skips them; warnings still name the component.
{
  const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
    // The files of a worker share modules, and this runs again for each.
    configurable: true,
  });
}

installTestStyles();

// CI runs this suite beside the server's and the browser's on two busy cores, where a lazy
// page can take seconds to show: waits (findBy…, waitFor) give up after 10 s, not 1 s. A
// passing wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

// The app loads a language's texts when it is first used; tests switch between both at once.
await i18nReady;
await i18n.loadLanguages(['en', 'de']);

// A call no test answered is a mistake in the test: MSW reports it, and the
// app sees a network error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  resetTestStyles();
  // The toast library keeps its queue in the module: a toast raised after a
  // test's tree is gone would otherwise appear in a later file's tree (the
  // files of a worker share modules), or fill its limit.
  toast.dismiss();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());

// The rich-text field's editor (ProseMirror) measures the selection to scroll to it; jsdom lays
// nothing out, so a selection has no boxes there.
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
// Forms scroll their first error into view after a failed submit; jsdom has no scrolling.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
