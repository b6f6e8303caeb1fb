import { startWhenNeeded } from './first-screen/startWhenNeeded';

/**
 * The entry only decides when to load the app: its code is a chunk of its
 * own, so the browser paints the page the server sent (the landing, the
 * login) before any of it runs; on those pages it loads with the visitor's
 * first move, everywhere else at once.
 */
startWhenNeeded(() => void import('./app/start'));
