/**
 * The feature boundary: `src/` is the framework and never imports a feature from `resources/`, except through
 * the two composition roots that take the lists of resources (`src/server/platform.ts` for the server,
 * `src/console/registry/compositionRoot.ts` for the console: the public pages' light entries, and a loader of the
 * signed-in registry that App.tsx calls beside the lazily loaded shell, so the login page carries no resource).
 * Unit tests may import a declaration as a sample.
 */
import fs from 'node:fs';
import path from 'node:path';

export const COMPOSITION_ROOTS = ['src/server/platform.ts', 'src/console/registry/compositionRoot.ts'] as const;

export interface BoundaryViolation {
  file: string;
  line: number;
  specifier: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** `import … from '…'`, `export … from '…'`, `import('…')` and side-effect `import '…'`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

/** Every import of a file under `resources/` made by a file of `src/` other than the composition roots. */
export function featureBoundaryViolations(root: string): BoundaryViolation[] {
  const resourcesDir = path.join(root, 'resources');
  const roots = new Set(COMPOSITION_ROOTS.map((file) => path.join(root, file)));
  const violations: BoundaryViolation[] = [];
  for (const file of sourceFiles(path.join(root, 'src'))) {
    if (roots.has(file)) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1];
        if (!specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (target === resourcesDir || target.startsWith(resourcesDir + path.sep)) {
          violations.push({ file: path.relative(root, file), line: index + 1, specifier });
        }
      }
    });
  }
  return violations;
}
