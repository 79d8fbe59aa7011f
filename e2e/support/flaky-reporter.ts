// The flaky report: with `npm run e2e:flaky` (each journey run several times in a row, no
// retries) it lists every test that both passed and failed, so a flake is seen and fixed instead
// of hidden behind a retry. Also written to test-results/flaky.json for CI to keep.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Tally {
  title: string;
  location: string;
  outcomes: Record<string, number>;
}

export default class FlakyReporter implements Reporter {
  private readonly tallies = new Map<string, Tally>();

  onTestEnd(test: TestCase, result: TestResult) {
    const location = `${path.relative(process.cwd(), test.location.file)}:${test.location.line}`;
    const title = test.titlePath().filter(Boolean).slice(1).join(' › ');
    const key = `${location} ${title}`;
    const tally = this.tallies.get(key) ?? { title, location, outcomes: {} };
    tally.outcomes[result.status] = (tally.outcomes[result.status] ?? 0) + 1;
    this.tallies.set(key, tally);
  }

  onEnd(_result: FullResult) {
    const all = [...this.tallies.values()];
    const flaky = all.filter(
      (t) =>
        t.outcomes.passed &&
        Object.keys(t.outcomes).some((status) => status !== 'passed' && status !== 'skipped'),
    );
    const broken = all.filter((t) => !t.outcomes.passed && !t.outcomes.skipped);
    const describe = (t: Tally) =>
      `  ${t.location} ${t.title} (${Object.entries(t.outcomes)
        .map(([status, n]) => `${n} ${status}`)
        .join(', ')})`;
    console.log(
      `\nFlaky report: ${all.length} tests, ${flaky.length} flaky, ${broken.length} failing every run.`,
    );
    if (flaky.length) console.log(`Flaky (passed and failed):\n${flaky.map(describe).join('\n')}`);
    if (broken.length) console.log(`Failing every run:\n${broken.map(describe).join('\n')}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      'test-results/flaky.json',
      `${JSON.stringify({ tests: all.length, flaky, broken }, null, 2)}\n`,
    );
  }

  printsToStdio() {
    return false;
  }
}
