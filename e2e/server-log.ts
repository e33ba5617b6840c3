/**
 * Setup file of the browser tests: a test that fails prints what the product server logged while it ran (its requests
 * and the worker's JSON log lines); a passing test prints nothing. The server writes its output to a file (e2e/server.ts).
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { beforeEach, inject, onTestFailed } from 'vitest';

const LIMIT = 200_000;

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** The bytes the file gained since `from`, at most the last LIMIT of them. */
function readSince(file: string, from: number): string {
  const end = sizeOf(file);
  const start = Math.max(from, end - LIMIT);
  if (end <= start) return '';
  const buffer = Buffer.alloc(end - start);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, start);
  } finally {
    closeSync(fd);
  }
  return `${start > from ? '[…]\n' : ''}${buffer.toString('utf8')}`;
}

beforeEach(() => {
  const file = inject('serverLog');
  const from = sizeOf(file);
  onTestFailed(() => {
    const text = readSince(file, from);
    console.log(`── product server output during this test (${file}) ──\n${text || '(none)'}`);
  });
});
