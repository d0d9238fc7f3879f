import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One naming rule from day one: files and folders are kebab-case
// (`product-card.tsx`, `cart.service.ts`, `0000_init.sql` aside).
const kebabCaseFiles = {
  meta: { type: 'problem', messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
          context.report({ node, messageId: 'name', data: { name } });
        }
      },
    };
  },
};

const folders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const webFeatures = folders('apps/web/src/features');
const apiFeatures = folders('apps/api/src/features');

// Imports point one way (ARCHITECTURE.md): web features never import each
// other (pages combine them), and a repository never reaches into another
// feature's repository (a service calls the other feature's service instead).
const boundaries = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A web feature does not import another feature; combine them in a page (routes/) or move the shared piece to components/ui or lib.',
  })),
  {
    target: './apps/web/src/features',
    from: ['./apps/web/src/app', './apps/web/src/routes'],
    message: 'A feature does not import the app shell or a page; links come from lib/paths.ts.',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/app', './apps/web/src/routes', './apps/web/src/features'],
    message: 'lib/ and components/ are used by features and pages, never the other way round.',
  },
  ...apiFeatures.map((feature) => ({
    target: `./apps/api/src/features/${feature}/*.repository.ts`,
    from: apiFeatures.filter((other) => other !== feature).map((other) => `./apps/api/src/features/${other}/*.repository.ts`),
    message: "A repository does not import another feature's repository; shared query helpers live in apps/api/src/db.",
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/.out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { shop: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: {
      'shop/kebab-case-files': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/index.ts', '**/index'], message: 'No barrel imports inside a package; import the file itself.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // Only repositories (and the db layer itself) talk to the database.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', 'apps/api/src/testing/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Only *.repository.ts files use the query builder.' },
            { name: 'pg', message: 'Only *.repository.ts files talk to the database.' },
          ],
        },
      ],
    },
  },
);
