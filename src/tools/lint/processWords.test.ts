import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processWordsIn, processWordsOf } from './processWords';

const flagged = (line: string) => processWordsIn(line).map((word) => word.name);

describe('process words', () => {
  it.each([
    ['The quote state machine (issue 12, server)', 'numbered task'],
    ['The quote-to-policy lifecycle (issues 12 and 13): the quote state machine', 'numbered task'],
    ['Issue #7 asked for it', 'numbered task'],
    ['what the work item asked for', 'task wording'],
    ['the figures of work-items 3 and 4', 'task wording'],
    ['done at stop 31, checked again', 'numbered stop'],
    ['Session 17, three runs on 5326e0e', 'numbered session'],
    ['the runs of sessions 15 and 16', 'numbered session'],
    ["session 12's figures", 'numbered session'],
    ["Earlier sessions' figures are below", 'session of work'],
    ['measured in a later session', 'session of work'],
    ["on this session's slower machine", 'session of work'],
    ["before this session's changes", 'session of work'],
    ['the compare runs made in this session.', 'session of work'],
    ['the review page of another helper was not committed', 'person called helper'],
    ['a button from another helper', 'person called helper'],
    ["the helper's branch", 'person called helper'],
    ['the review page of helper "wholesale" was not committed', 'person called helper'],
    ['each helper writes its own page', 'person called helper'],
    ['see /work/helpers/CART-CONTRACT.md', 'path of the work machinery'],
  ])('finds process words in "%s"', (line, name) => {
    expect(flagged(line)).toContain(name);
  });

  it.each([
    'The staff user who jumped into this session (absent on a user’s own session).',
    'Public: holding the refresh token is the proof. Ends that session (its token family) and no other.',
    'The staff user acting in this session through a jump-in; history names both.',
    "The three tokens of this session's family (first, rotated, second) are all revoked.",
    'logout with a refresh token ends that session only',
    'revoking one family leaves the same user’s other sessions alone',
    'every other session ends; answers a new token pair',
    'sessionStorage.setItem(key, JSON.stringify(message))',
    'Sign-in and session: the refresh session is rotated on every call',
    "const helper = page.locator('#domain-input-helper-text');",
    'the helper text under the field says Valid domain found!',
    "dialog.locator('#account-action-contactFirstName-helper-text')",
    'Plain JavaScript text, since tsx would add helpers to a compiled function that the page does not have.',
    'a helper function that formats money',
    'the form field is described by its helper text',
    'the policy is issued; issue date 2026-11-28; 12 issues of the newsletter',
    'a stop-loss of 31 days',
  ])('lets the product\'s own words pass: "%s"', (line) => {
    expect(flagged(line)).toEqual([]);
  });

  it('reports file and line of each word under the scanned folders, and reads no other folder', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'process-words-'));
    try {
      fs.mkdirSync(path.join(root, 'docs', 'api'), { recursive: true });
      fs.mkdirSync(path.join(root, 'other'));
      fs.writeFileSync(path.join(root, 'README.md'), '# Product\n\nSign-in sessions last 14 days.\n');
      fs.writeFileSync(path.join(root, 'docs', 'api', 'errors.md'), 'Errors\n\nAdded in session 9.\n');
      fs.writeFileSync(path.join(root, 'other', 'notes.md'), 'issue 4\n');
      expect(processWordsOf(root)).toEqual([
        { file: path.join('docs', 'api', 'errors.md'), line: 3, name: 'numbered session', text: 'session 9' },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
