/** `npm run lint:words`: fails when README, docs, code, tests or texts speak of how the work was organised. */
import { SCANNED, processWordsOf } from './processWords';

const found = processWordsOf(process.cwd());
if (found.length) {
  console.error(`The product speaks of the product; process words found in ${SCANNED.join(', ')}:`);
  for (const word of found) console.error(`  ${word.file}:${word.line}  ${word.name}: "${word.text}"`);
  process.exit(1);
}
console.log(`process words: none in ${SCANNED.join(', ')}`);
