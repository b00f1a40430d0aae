import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { featureBoundaryViolations, folderBoundary } from './featureBoundary';

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundary-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the feature boundary', () => {
  it('lets the composition roots and tests import resources, and names every other import of one', () => {
    const root = tree({
      'resources/quotes/server.ts': 'export const quotes = 1;',
      'src/server/platform.ts': "import { quotes } from '../../resources/quotes/server';",
      'src/console/registry/compositionRoot.ts': "import '../../../resources/quotes/server';",
      'src/server/ok.test.ts': "import { quotes } from '../../resources/quotes/server';",
      'src/server/dashboard/figures.ts':
        "import type { X } from '../resources/resourceStore';\nimport { quotes } from '../../../resources/quotes/server';",
      'src/console/lazy.tsx': "const views = () => import('../../resources/quotes/server');",
    });
    expect(featureBoundaryViolations(root)).toEqual([
      { file: 'src/console/lazy.tsx', line: 1, specifier: '../../resources/quotes/server' },
      { file: 'src/server/dashboard/figures.ts', line: 2, specifier: '../../../resources/quotes/server' },
    ]);
  });

  it('holds for this project', () => {
    expect(featureBoundaryViolations(path.resolve(__dirname, '../../..'))).toEqual([]);
  });
});

describe('the boundary between resources/ folders', () => {
  it("lets a folder reach another through its index or server, and names every import of another's internal file", () => {
    const root = tree({
      'resources/quotes/index.ts': 'export const quotes = 1;',
      'resources/quotes/server.ts': "export { quotesResource } from './declaration';",
      'resources/quotes/declaration.ts': 'export const quotesResource = 1;',
      'resources/quotes/lifecycle/actions.ts': "import { quotesResource } from '../declaration';",
      'resources/accounts/AccountShow.tsx': "import { quotes } from '../quotes';\nimport { x } from '../quotes/index';",
      'resources/accounts/impact/answerRule.ts':
        "import { quotesResource } from '../../quotes/server';\nimport { REFER } from '../../quotes/lifecycle/actions';",
      'resources/accounts/lazy.tsx': "const view = () => import('../quotes/declaration');",
      'resources/accounts/answerRule.test.ts': "import { REFER } from '../quotes/lifecycle/actions';",
      'resources/serverResources.ts': "import { quotesResource } from './quotes/declaration';",
    });
    expect(folderBoundary(root)).toEqual({
      deepImports: [
        { file: 'resources/accounts/impact/answerRule.ts', line: 2, specifier: '../../quotes/lifecycle/actions' },
        { file: 'resources/accounts/lazy.tsx', line: 1, specifier: '../quotes/declaration' },
      ],
      cycles: [],
    });
  });

  it('names each cycle of folders, from its first folder by name', () => {
    const root = tree({
      'resources/policies/server.ts': "import { documents } from '../policyDocuments/server';",
      'resources/policyDocuments/server.ts': "import { policies } from '../policies/server';",
      'resources/quotes/index.ts': "import { review } from '../quoteReview';",
      'resources/quoteReview/index.ts': "import { cart } from '../quoteCart';",
      'resources/quoteCart/index.ts': "import { quotes } from '../quotes';",
      'resources/tags/index.ts': "import { quotes } from '../quotes';",
    });
    expect(folderBoundary(root).cycles).toEqual([
      ['policies', 'policyDocuments', 'policies'],
      ['quoteCart', 'quotes', 'quoteReview', 'quoteCart'],
    ]);
  });

  it('holds for this project', () => {
    expect(folderBoundary(path.resolve(__dirname, '../../..'))).toEqual({ deepImports: [], cycles: [] });
  });
});
