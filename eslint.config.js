// ESLint for the whole tree (`npm run lint:code`, also part of `npm run lint`). docs/architecture/lint.md says
// what each rule set holds the code to.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated files are checked by the commands that write them (schemas:check, rating:check).
  { ignores: ['dist/', 'data/', '.data-*/', 'test-results/', '.tmp/', 'node_modules/', 'src/shared/generated/'] },
  js.configs.recommended,
  // Not the type-aware set: on the 2-core machine it took 2 min 47 s instead of 55 s and found 4,106 problems,
  // nearly all no-unsafe-* from the `any` that Kysely<any> spreads; worth turning on with no-explicit-any.
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'types', 'default'],
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A cycle between modules makes their load order matter; none exists and none may come back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `const { secret: _secret, ...rest } = row` drops a field on purpose; a leading underscore marks it.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Module augmentation (`interface FastifyRequest extends Authenticated {}`) is an empty interface by design.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // No `any` is a rule of the project, but Kysely<any> and ExpressionBuilder<any, any> (most of its 276
      // hits) go only when every table is in `Database`; the rule turns on when they have gone.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
