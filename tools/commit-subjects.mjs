#!/usr/bin/env node
// Commit subjects say what changed in at most 72 characters; the detail goes in the body
// (CONVENTIONS.md "Comments, docs and commits"). Checks every commit after the first one the rule
// applies to, or one message file when called as the commit-msg hook (`--file <path>`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const MAX_SUBJECT = 72;
// The last commit made before the rule: history before it is left as it was written.
const RULE_STARTS_AFTER = 'a1ebe1b';

export function subjectProblem(message) {
  const subject = message.split('\n')[0].trim();
  if (!subject) return 'the subject is empty';
  if (subject.length > MAX_SUBJECT)
    return `the subject has ${subject.length} characters (at most ${MAX_SUBJECT})`;
  const second = message.split('\n')[1];
  if (second !== undefined && second.trim() !== '' && !second.startsWith('#'))
    return 'the second line must be empty';
  return undefined;
}

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8' });
}

function checkRange() {
  let range;
  try {
    git('cat-file', '-e', `${RULE_STARTS_AFTER}^{commit}`);
    range = `${RULE_STARTS_AFTER}..HEAD`;
  } catch {
    // A shallow clone without the starting commit: the newest commit is all there is to check.
    range = '-1';
  }
  const log = git('log', '--format=%H%x00%B%x01', ...(range === '-1' ? ['-1'] : [range]));
  const failures = [];
  for (const entry of log.split('\x01')) {
    const [hash, body] = entry.replace(/^\n/, '').split('\x00');
    if (!hash || body === undefined) continue;
    const problem = subjectProblem(body);
    if (problem) failures.push(`${hash.slice(0, 9)}: ${problem}: ${body.split('\n')[0].slice(0, 90)}`);
  }
  return failures;
}

const fileFlag = process.argv.indexOf('--file');
if (fileFlag !== -1) {
  const problem = subjectProblem(readFileSync(process.argv[fileFlag + 1], 'utf8'));
  if (problem) {
    console.error(`commit refused: ${problem}. Put the detail in the body, after an empty line.`);
    process.exit(1);
  }
} else {
  const failures = checkRange();
  if (failures.length) {
    console.error(`Commit subjects over the rule:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log('commit subjects: ok');
}
