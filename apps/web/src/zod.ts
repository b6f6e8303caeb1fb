/**
 * Every `import … from 'zod'` of the web build resolves to this module
 * (vite.config.ts), so the switch below runs before any schema exists.
 *
 * zod compiles fast object parsers with `new Function` after probing whether
 * eval is allowed. The app's Content-Security-Policy forbids eval, and even
 * the swallowed probe is reported as a CSP violation in the browser's Issues
 * panel (Lighthouse counts it). Interpreted parsing is plenty for forms; the
 * server keeps the compiled parsers.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
