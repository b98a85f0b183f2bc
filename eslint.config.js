// Lint rules, including the import boundaries of the house style: shared imports neither side,
// the client never imports server code (types excepted), and client features do not import each other.
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

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'coverage', 'test-results', 'public', 'assets', 'src/client/route-tree.gen.ts'],
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
    files: ['scripts/**', 'tests/**', '*.config.*', 'src/server/**/*-cli.ts'],
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
    rules: restrict([
      {
        group: ['@/client/*', '**/client/**', 'react', 'react-dom', 'react-*'],
        message: 'The server does not import client code.',
      },
    ]),
  },
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
