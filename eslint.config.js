// Lint rules, including the import boundaries of the house style: shared imports neither side,
// the client never imports server code (types excepted), client features do not import each other, and
// each layer of the server imports only its own and the layers below it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** @param {{ group: string[], message: string, allowTypeImports?: boolean }[]} patterns */
function restrict(patterns) {
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

const NODE_BUILTINS = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process'];

const SERVER_NO_CLIENT = {
  group: ['@/client/*', '**/client/**', 'react', 'react-dom', 'react-*'],
  message: 'The server does not import client code.',
};

// The server's layers, lowest first (docs/architecture.md, "Server layers"): a module imports from its own
// layer and the ones below, never from one above. Cycles inside a layer are caught by
// tests/unit/server-imports.test.ts. Each folder and top-level file of src/server is in exactly one layer.
const SERVER_LAYERS = [
  { name: 'ground', holds: ['paths.ts', 'public-config.ts', 'data-dir-lock.ts', 'listen.ts', 'locales/'] },
  { name: 'database', holds: ['db/'] },
  {
    name: 'platform',
    holds: [
      'env.ts',
      'http/',
      'security/',
      'storage/',
      'metrics/',
      'query/',
      'mail/',
      'web/',
      'app-deps.ts',
      'operation.ts',
    ],
  },
  { name: 'user records', holds: ['users/', 'points/'] },
  { name: 'auth', holds: ['auth/'] },
  {
    name: 'features',
    holds: [
      'foods/',
      'ideas/',
      'events/',
      'achievements/',
      'impact/',
      'reminders/',
      'households/',
      'fridge/',
      'calendar/',
      'accounts/',
      'activity/',
      'admin/',
      'health/',
      'invites/',
      'rewards/',
      'stats/',
    ],
  },
  { name: 'app', holds: ['app.ts', 'openapi/'] },
  { name: 'start', holds: ['bootstrap.ts', 'main.ts', 'start-up-notes.ts'] },
];

/** Every folder and top-level file of src/server that holds code (folders of tests alone excepted). */
function serverEntries() {
  const root = new URL('./src/server/', import.meta.url);
  return readdirSync(root, { withFileTypes: true }).flatMap((e) => {
    if (e.isFile()) return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [e.name] : [];
    const inside = readdirSync(new URL(`${e.name}/`, root), { recursive: true }).map(String);
    return inside.some((f) => /\.(ts|json)$/.test(f) && !/\.test\.ts$/.test(f)) ? [`${e.name}/`] : [];
  });
}

const layered = SERVER_LAYERS.flatMap((l) => l.holds);
const unlayered = serverEntries().filter((entry) => !layered.includes(entry));
if (unlayered.length > 0) {
  throw new Error(
    `src/server/${unlayered.join(', src/server/')} is in no layer: add it to SERVER_LAYERS in eslint.config.js and to docs/architecture.md.`,
  );
}

/** The import paths that name an entry: by the alias, or relatively (server modules import no folder index). */
function importsOf(entry) {
  const name = entry.replace(/(\/|\.ts)$/, '');
  return entry.endsWith('/') ? [`@/server/${name}/*`, `**/${name}/**`] : [`@/server/${name}`, `**/${name}`];
}

const serverLayerRules = SERVER_LAYERS.map((layer, index) => {
  const above = SERVER_LAYERS.slice(index + 1);
  return {
    files: layer.holds.map((entry) => `src/server/${entry.endsWith('/') ? `${entry}**` : entry}`),
    // Tests drive the whole app from any folder.
    ignores: ['**/*.test.ts'],
    rules: restrict([
      SERVER_NO_CLIENT,
      ...(above.length > 0
        ? [
            {
              group: above.flatMap((l) => l.holds.flatMap(importsOf)),
              message: `The server's ${layer.name} layer imports only from itself and the layers below it, not from ${above.map((l) => l.name).join(', ')} (docs/architecture.md, "Server layers").`,
            },
          ]
        : []),
    ]),
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'test-results',
      'reports',
      '.stryker-tmp',
      'public',
      'assets',
      'src/client/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line tools print their results.
    files: ['scripts/**', 'tests/**', '*.config.{js,mjs,ts}', 'src/server/**/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A query key is named once, in lib/query-keys.ts, so that whoever reads, writes or drops a cache agrees.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/query-keys.ts', 'src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Take the query key from lib/query-keys.ts rather than write it here.',
        },
      ],
    },
  },
  {
    // The service worker's own scope: `self` is its ServiceWorkerGlobalScope.
    files: ['src/client/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/shared/**'],
    rules: restrict([
      {
        group: [
          '@/server/*',
          '@/client/*',
          '**/server/**',
          '**/client/**',
          ...NODE_BUILTINS,
          'react',
          'react-dom',
          'hono',
          'drizzle-orm*',
          'pg',
        ],
        message: 'src/shared holds pure rules: no server, client, Node, DOM or database imports.',
      },
    ]),
  },
  {
    files: ['src/server/**'],
    rules: restrict([SERVER_NO_CLIENT]),
  },
  ...serverLayerRules,
  {
    // The entry that draws screens outside the browser (src/client/render.tsx) runs in Node: it may use
    // Node's own modules, but not the server's.
    files: ['src/client/render.tsx'],
    rules: restrict([
      {
        group: ['@/server/*', '**/server/**'],
        message: 'The client imports only types from the server.',
        allowTypeImports: true,
      },
    ]),
  },
  {
    files: ['src/client/**'],
    ignores: ['src/client/features/**', 'src/client/render.tsx'],
    rules: restrict([
      {
        group: ['@/server/*', '**/server/**'],
        message: 'The client imports only types from the server.',
        allowTypeImports: true,
      },
      {
        group: [...NODE_BUILTINS, 'drizzle-orm*', 'pg', 'pino'],
        message: 'Server-only modules do not belong in the browser.',
      },
    ]),
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**'],
    rules: restrict([
      {
        group: ['@/server/*', '**/server/**'],
        message: 'The client imports only types from the server.',
        allowTypeImports: true,
      },
      {
        group: ['@/client/features/*', '@/client/routes/*', '**/features/**', '**/routes/**'],
        message: 'Shared client code does not depend on features or routes.',
      },
    ]),
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**`],
    rules: restrict([
      {
        group: ['@/server/*', '**/server/**'],
        message: 'The client imports only types from the server.',
        allowTypeImports: true,
      },
      {
        group: [...NODE_BUILTINS, 'drizzle-orm*', 'pg', 'pino'],
        message: 'Server-only modules do not belong in the browser.',
      },
      {
        group: features
          .filter((f) => f !== feature)
          .flatMap((f) => [`@/client/features/${f}/*`, `**/features/${f}/**`]),
        message: 'Client features do not import each other: move what they share to components/ or lib/.',
      },
      { group: ['@/client/routes/*', '**/routes/**'], message: 'Features do not import routes.' },
    ]),
  })),
);
