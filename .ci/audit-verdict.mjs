// Reads `npm audit --omit=dev --json` output (file in argv[2]) and prints what it found in the shipped
// packages. Exit 1 on a high or critical advisory; exit 0, saying so, when the audit service could not be
// reached (an outage must not fail CI, nor pass as "no advisory").
import { readFileSync } from 'node:fs';

let report;
try {
  report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
} catch {
  report = undefined;
}
if (!report?.metadata?.vulnerabilities) {
  const why = report?.message || report?.error?.summary || 'no report';
  console.log(`npm audit: the audit service could not be reached (${why}); advisories NOT checked in this run.`);
  process.exit(0);
}
const counts = report.metadata.vulnerabilities;
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  const advisories = (v.via ?? []).filter((via) => typeof via === 'object');
  const titles = advisories.map((a) => `${a.title}${a.url ? ` (${a.url})` : ''}`);
  const via = (v.via ?? []).filter((x) => typeof x === 'string');
  const fix = v.fixAvailable === false ? 'no fix available' : v.fixAvailable === true ? 'fix: npm audit fix' : v.fixAvailable ? `fix: ${v.fixAvailable.name}@${v.fixAvailable.version}` : '';
  console.log(`  ${v.severity.padEnd(8)} ${name} ${v.range ?? ''}${via.length ? ` (through ${via.join(', ')})` : ''}${fix ? `; ${fix}` : ''}`);
  for (const title of titles) console.log(`           ${title}`);
}
const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
console.log(`npm audit (shipped packages, --omit=dev): ${summary}.`);
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  console.log('FAIL: a high or critical advisory in a shipped package.');
  process.exit(1);
}
