import path from 'node:path';
import js from '@eslint/js';
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/.out/**'] },
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
    // Only repositories (and the db layer itself) talk to the database.
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['apps/api/src/features/**/*.repository.ts', 'apps/api/src/**/*.test.ts'],
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
