import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md §4: client and server never import each other. */
const boundaries = (zone) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns:
        zone === 'shared'
          ? [
              {
                group: ['\\#server/*', '\\#client/*', 'node:*', 'react', 'react-dom'],
                message: 'src/shared is pure: no server, client, node: or React imports.',
              },
            ]
          : zone === 'client'
            ? [{ group: ['\\#server/*', '**/server/**', 'node:*'], message: 'The client never imports server code.' }]
            : [{ group: ['\\#client/*', '**/client/**'], message: 'The server never imports client code.' }],
    },
  ],
});

/**
 * Client layers, one direction (decision 011): lib/components → features → pages → app. Other
 * features, app/ and the test helpers import a feature only through its public entry,
 * `features/<name>/index.ts`; a page (one lazy chunk per route) composes a feature's components
 * from their files, so that no barrel pulls one page's code into another's chunk.
 */
const client = (...parts) => path.join(import.meta.dirname, 'src/client', ...parts);
const features = readdirSync(client('features'));
const PUBLIC_ENTRY =
  'Import another feature only through its public entry, #client/features/<name>/index.ts (decision 011).';
const clientLayers = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        ...features.map((feature) => ({
          target: client('features', feature),
          from: client('features/**'),
          except: [client('features', feature, '**'), client('features/*/index.ts')],
          message: PUBLIC_ENTRY,
        })),
        ...['app', 'test'].map((folder) => ({
          target: client(folder),
          from: client('features/**'),
          except: [client('features/*/index.ts')],
          message: PUBLIC_ENTRY,
        })),
        {
          target: [client('lib'), client('components')],
          from: [client('features'), client('pages'), client('app')],
          message: 'lib/ and components/ sit below the features: move the shared piece down instead (decision 011).',
        },
        {
          target: client('features'),
          from: [client('pages'), client('app')],
          message: 'Features sit below pages and app (decision 011).',
        },
        { target: client('pages'), from: client('app'), message: 'Pages sit below app (decision 011).' },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      '.test-db/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.server.json', './tsconfig.client.json', './tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ conditionNames: ['types', 'import', 'default'] })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins and handlers are async by contract (a returned value is the reply),
      // whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      ...boundaries('client'),
      ...clientLayers,
    },
  },
  { files: ['src/server/**/*.ts'], languageOptions: { globals: globals.node }, rules: boundaries('server') },
  { files: ['src/shared/**/*.ts'], rules: boundaries('shared') },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
