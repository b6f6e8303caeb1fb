import { setupServer } from 'msw/node';

/**
 * The one interception of the API in component tests (MSW): the app's own
 * fetch calls go out unchanged and are answered by the handlers a test
 * installs with `server.use` (see ./api). Started and reset in ./setup.
 */
export const server = setupServer();
