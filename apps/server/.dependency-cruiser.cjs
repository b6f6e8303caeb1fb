// The server's dependency direction (docs/decisions.md, "Server: one
// composition root, features without cycles"), checked by `npm run lint`:
//
//   app.ts -> composition/ -> features/<room>/ -> security/ -> http/, db/, lib/, config
//
// The cruise starts from the folders under src/, not from the entry points in
// src/ itself (app.ts, server.ts), which may import anything, and
// composition/ may import every room: a feature that imports one of them
// fails.
// Type-only imports count: a type is a dependency too. Tests are left out.

const ROOMS = [
  'platform',
  'history',
  'identity',
  'profile',
  'cv-engine',
  'cvs',
  'letters',
  'sharing',
  'portability',
  'applications',
];

/** One rule per room: it may import the rooms it lists (and itself), no other. */
function roomRules(allowed) {
  return Object.entries(allowed).map(([room, below]) => {
    const forbidden = ROOMS.filter((other) => other !== room && !below.includes(other));
    return {
      name: `room-${room}`,
      comment: `${room}/ may import ${below.length ? below.join(', ') : 'no other room'}.`,
      severity: 'error',
      from: { path: `^src/features/${room}/` },
      to: { path: `^src/features/(${forbidden.join('|')})/` },
    };
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'Features (and the layers under them) depend on each other in one direction only: ' +
        'no cycle between two folders, however long. Break one with a port (an interface ' +
        'the lower feature declares and the composition root fills) or by moving the shared ' +
        'piece down a layer.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'No import cycle between two modules either.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-entry-points',
      comment:
        'Only the composition root wires features together: a feature gets what it needs ' +
        'as plugin options, never by importing app.ts or composition.ts.',
      severity: 'error',
      from: { path: '^src/.+/', pathNot: '^src/composition/' },
      to: { path: ['^src/(app|server|rotate-secrets)\\.ts$', '^src/composition/'] },
    },
    // The rooms of src/features, from the floor up: platform; history (the
    // versions and the bin of every room's documents); identity and profile;
    // cv-engine; cvs; letters; sharing; portability. A room imports only rooms
    // below it (a room above reaches down through a port the composition root
    // fills).
    ...roomRules({
      platform: [],
      history: ['platform'],
      identity: ['platform'],
      profile: ['platform', 'history'],
      'cv-engine': [],
      cvs: ['platform', 'history', 'profile', 'cv-engine'],
      letters: ['platform', 'history', 'profile', 'cv-engine', 'cvs'],
      sharing: ['platform', 'identity', 'profile', 'cv-engine'],
      portability: ['platform', 'history', 'identity', 'profile', 'cv-engine', 'cvs', 'letters'],
      applications: ['platform', 'history', 'profile', 'cv-engine', 'cvs', 'letters'],
    }),
    {
      name: 'layers-below-features',
      comment:
        'security/, http/, db/ and lib/ serve every feature, so they import none. ' +
        'What a feature and a primitive share lives in the primitive.',
      severity: 'error',
      from: { path: '^src/(security|http|db|lib)/' },
      to: { path: '^src/features/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
