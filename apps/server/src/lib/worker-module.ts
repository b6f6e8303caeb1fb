/**
 * The module a worker pool runs in its threads or processes, `name` beside the pool's
 * module (`callerUrl`, its import.meta.url). In production the built
 * `<name>.js`, which the bundle puts beside the server; in development and
 * tests, which run the TypeScript sources, `<name>.dev.mjs`, a bootstrap that
 * loads `<name>.ts` through tsx (Node 20 cannot load TypeScript itself).
 */
export function workerModule(name: string, callerUrl: string): string {
  const file = callerUrl.endsWith('.ts') ? `./${name}.dev.mjs` : `./${name}.js`;
  return new URL(file, callerUrl).href;
}
