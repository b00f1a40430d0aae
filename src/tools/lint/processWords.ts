/**
 * Process words: the product's text (docs, code, comments, tests, texts) speaks of the product, never of how its
 * work was organised. Numbered tasks, stops and sessions of work, sessions of work named by their place in time,
 * people called helpers and paths of the machine the work ran on fail (examples in processWords.test.ts); the
 * product's own words pass: sign-in and refresh sessions, `sessionStorage`, and a form field's helper text.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What `npm run lint:words` reads, from the project's root. */
export const SCANNED = ['README.md', 'docs', 'src', 'resources', 'tests', 'schemas', 'rating', 'locales'] as const;

/** Files whose text quotes process words on purpose: the matcher's own examples. */
export const EXEMPT = ['src/tools/lint/processWords.test.ts'] as const;

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|sh|css|html|ya?ml|txt)$/;

/** Words that, following "helper", make it code rather than a person: "helper text", "helper function". */
const CODE_HELPER =
  '(?!\\s*(?:-|\\s)?(?:text|texts|function|functions|method|methods|module|modules|class|type|types|component|components|hook|hooks|file|files)\\b)';

export const PROCESS_WORDS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'numbered task', pattern: /\bissues?\s+#?\d+/i },
  { name: 'task wording', pattern: /\bwork[- ]items?\b/i },
  { name: 'numbered stop', pattern: /\bstops?\s+#?\d+/i },
  { name: 'numbered session', pattern: /\bsessions?\s+#?\d+/i },
  { name: 'session of work', pattern: /\b(?:earlier|later|former)\s+sessions(?:'|\b)/i },
  { name: 'session of work', pattern: /\b(?:a|the)\s+(?:later|earlier|following)\s+session\b/i },
  {
    name: 'session of work',
    pattern:
      /\bthis\s+session['’]s\s+(?:machine|changes?|code|work|figures|runs?|measurements?|slower|faster|commits?|branch)\b/i,
  },
  {
    name: 'session of work',
    pattern: /\b(?:before|after|until|during|since|in|of|from)\s+this\s+session\s*(?:[.,;:)]|$)/im,
  },
  {
    name: 'person called helper',
    pattern: new RegExp(
      `\\b(?:another|other|each|every|one|a|the|this|that|which|whose|no|our|its|of|by|from)\\s+helpers?(?:['’]s?)?${CODE_HELPER}\\b`,
      'i',
    ),
  },
  { name: 'person called helper', pattern: /\bhelpers?['’]s?\s+(?:branch|review|work|commit|page|worktree|task)\b/i },
  { name: 'path of the work machinery', pattern: /\/work\/(?:helpers|wt|shared|main)\b/ },
];

export interface ProcessWord {
  file: string;
  line: number;
  name: string;
  text: string;
}

/** The process words of one line of text (empty when it speaks only of the product). */
export function processWordsIn(line: string): { name: string; text: string }[] {
  return PROCESS_WORDS.flatMap(({ name, pattern }) => {
    const match = pattern.exec(line);
    return match ? [{ name, text: match[0].trim() }] : [];
  });
}

function textFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return TEXT_FILE.test(full) ? [entry] : [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) =>
      child.name === 'node_modules' || child.name.startsWith('.') ? [] : textFiles(root, path.join(entry, child.name)),
    );
}

/** Every process word in the scanned files under `root`. */
export function processWordsOf(root: string): ProcessWord[] {
  const exempt = new Set<string>(EXEMPT);
  return SCANNED.flatMap((entry) => textFiles(root, entry))
    .filter((file) => !exempt.has(file.split(path.sep).join('/')))
    .flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((text, index) => processWordsIn(text).map((found) => ({ file, line: index + 1, ...found }))),
    );
}
