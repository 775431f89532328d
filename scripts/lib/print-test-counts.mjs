// Prints the closing line CI reads: "N passed, N failed, N skipped", plus the end-to-end count.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const tests = report.testResults.flatMap((file) => file.assertionResults.map((test) => ({ file: file.name, ...test })));
const endToEnd = tests.filter((test) => test.file.includes('/e2e/'));
const count = (list, status) => list.filter((test) => test.status === status).length;
const skippedStatuses = new Set(['pending', 'skipped', 'todo']);
const skipped = tests.filter((test) => skippedStatuses.has(test.status)).length;
console.log(
  `End-to-end tests in Chromium: ${count(endToEnd, 'passed')} passed, ${count(endToEnd, 'failed')} failed, ${endToEnd.filter((test) => skippedStatuses.has(test.status)).length} skipped`,
);
console.log(`${count(tests, 'passed')} passed, ${count(tests, 'failed')} failed, ${skipped} skipped`);
if (tests.length === 0 || count(tests, 'failed') > 0 || !report.success) process.exit(1);
