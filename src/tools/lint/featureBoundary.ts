/**
 * The feature boundary: `src/` is the framework and never imports a feature from `resources/`, except through
 * the composition roots that take the lists of resources: `src/server/platform.ts` for the server; for the
 * console, `src/console/registry/publicRoot.ts` (the public pages' light entries, for App.tsx) and
 * `src/console/registry/compositionRoot.ts` (the resource lists, for the lazily loaded shell).
 * Unit tests may import a declaration as a sample.
 *
 * Between the folders of `resources/`, a folder is reached only through its public entry points: `index` (the
 * console side: its light registry entry and what other folders' views may use) and `server` (the server side:
 * its server resource or extension, and what other folders' server code may use). Two files because the console's
 * bundle must not carry server code, nor the server the console's. The folders import one another without cycles.
 */
import fs from 'node:fs';
import path from 'node:path';

export const COMPOSITION_ROOTS = [
  'src/server/platform.ts',
  'src/console/registry/compositionRoot.ts',
  'src/console/registry/publicRoot.ts',
] as const;

export interface BoundaryViolation {
  file: string;
  line: number;
  specifier: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;
/** `import … from '…'`, `export … from '…'`, `import('…')` and side-effect `import '…'`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/g;

/** A folder's public entry points, by file name without extension. */
export const PUBLIC_ENTRIES = ['index', 'server'] as const;

function importsOf(file: string): { line: number; specifier: string }[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, index) => [...text.matchAll(IMPORT)].map((match) => ({ line: index + 1, specifier: match[1] })));
}

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

/** The resources/ folder a path lies in, and the path inside it; undefined outside any folder. */
function folderOf(resourcesDir: string, target: string): { folder: string; inside: string } | undefined {
  const relative = path.relative(resourcesDir, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [folder, ...rest] = relative.split(path.sep);
  return rest.length === 0 && /\.(ts|tsx)$/.test(folder) ? undefined : { folder, inside: rest.join('/') };
}

const isEntry = (inside: string): boolean =>
  inside === '' || (PUBLIC_ENTRIES as readonly string[]).includes(inside.replace(/\.(ts|tsx)$/, ''));

export interface FolderBoundary {
  /** Imports of another folder's internal file (not its `index` or `server`). */
  deepImports: BoundaryViolation[];
  /** Each cycle of folders importing one another, as the folders in order (the first repeated at the end). */
  cycles: string[][];
}

/** The imports between resources/ folders: those that reach past a folder's entry points, and the folder cycles. */
export function folderBoundary(root: string): FolderBoundary {
  const resourcesDir = path.join(root, 'resources');
  const deepImports: BoundaryViolation[] = [];
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(resourcesDir)) {
    const from = folderOf(resourcesDir, file);
    if (!from) continue;
    for (const { line, specifier } of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const to = folderOf(resourcesDir, path.resolve(path.dirname(file), specifier));
      if (!to || to.folder === from.folder) continue;
      if (!edges.has(from.folder)) edges.set(from.folder, new Set());
      edges.get(from.folder)!.add(to.folder);
      if (!isEntry(to.inside)) deepImports.push({ file: path.relative(root, file), line, specifier });
    }
  }
  return { deepImports, cycles: cyclesOf(edges) };
}

/** One cycle per strongly connected group of folders (Tarjan), each from its first folder by name. */
function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => cycleThrough(edges, new Set(group))).sort((a, b) => a[0].localeCompare(b[0]));
}

/** A path from the group's first folder back to itself, inside the group (breadth first: the shortest). */
function cycleThrough(edges: ReadonlyMap<string, ReadonlySet<string>>, group: ReadonlySet<string>): string[] {
  const start = [...group].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!group.has(next)) continue;
      if (next === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0])!);
        return [...cycle, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
