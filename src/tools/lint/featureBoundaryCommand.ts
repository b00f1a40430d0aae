/**
 * `npm run lint:boundary`: fails when `src/` imports a feature from `resources/` outside the composition roots,
 * when a resources/ folder imports another's internal file (not its `index` or `server`), or when folders form a cycle.
 */
import { COMPOSITION_ROOTS, featureBoundaryViolations, folderBoundary, PUBLIC_ENTRIES } from './featureBoundary';

const violations = featureBoundaryViolations(process.cwd());
const { deepImports, cycles } = folderBoundary(process.cwd());
if (violations.length) {
  console.error(`src/ imports from resources/ only in ${COMPOSITION_ROOTS.join(' and ')}; found:`);
  for (const v of violations) console.error(`  ${v.file}:${v.line}  ${v.specifier}`);
}
if (deepImports.length) {
  console.error(`a resources/ folder imports another only through its ${PUBLIC_ENTRIES.join(' or ')}; found:`);
  for (const v of deepImports) console.error(`  ${v.file}:${v.line}  ${v.specifier}`);
}
if (cycles.length) {
  console.error('resources/ folders import one another in cycles:');
  for (const cycle of cycles) console.error(`  ${cycle.join(' -> ')}`);
}
if (violations.length || deepImports.length || cycles.length) process.exit(1);
console.log(
  'feature boundary: src/ imports resources/ only through the composition roots; resources/ folders only through their entry points, without cycles',
);
