import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { featureBoundaryViolations } from './featureBoundary';

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
      'src/server/dashboard/figures.ts': "import type { X } from '../resources/resourceStore';\nimport { quotes } from '../../../resources/quotes/server';",
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
