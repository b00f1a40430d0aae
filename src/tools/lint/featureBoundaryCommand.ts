/** `npm run lint:boundary`: fails when `src/` imports a feature from `resources/` outside the composition roots. */
import { COMPOSITION_ROOTS, featureBoundaryViolations } from './featureBoundary';

const violations = featureBoundaryViolations(process.cwd());
if (violations.length) {
  console.error(`src/ imports from resources/ only in ${COMPOSITION_ROOTS.join(' and ')}; found:`);
  for (const v of violations) console.error(`  ${v.file}:${v.line}  ${v.specifier}`);
  process.exit(1);
}
console.log('feature boundary: src/ imports resources/ only through the composition roots');
