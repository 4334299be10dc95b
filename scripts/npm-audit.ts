/**
 * CI's supply-chain gate: `npm audit` of the production dependencies. Fails on a high or critical
 * advisory; when the registry's audit endpoint does not answer (offline, 5xx, no audit support),
 * says that the audit could not run and lets CI continue.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BLOCKING_SEVERITIES = ['high', 'critical'] as const;

export type AuditOutcome =
  | { readonly kind: 'passed'; readonly counts: Readonly<Record<string, number>> }
  | { readonly kind: 'failed'; readonly advisories: readonly string[] }
  | { readonly kind: 'unavailable'; readonly reason: string };

/** Reads `npm audit --json` output: a report has `metadata.vulnerabilities`, a failure `error`. */
export function classifyAudit(stdout: string, stderr = ''): AuditOutcome {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { kind: 'unavailable', reason: firstLine(stderr) ?? 'npm audit printed no JSON report' };
  }
  const error = field(report, 'error');
  if (error !== undefined) {
    // npm fills error.code/summary for network failures, and `message`/`statusCode` for an HTTP
    // answer such as 503, or 405 from a registry proxy without the audit endpoint.
    const parts = [field(error, 'code'), field(error, 'summary'), field(report, 'message')];
    const reason = parts.filter((part): part is string => typeof part === 'string' && part !== '');
    const status = field(report, 'statusCode');
    return {
      kind: 'unavailable',
      reason:
        reason.join(': ') || (typeof status === 'number' ? `HTTP ${status}` : 'unknown error'),
    };
  }
  const counts = field(field(report, 'metadata'), 'vulnerabilities');
  if (!isCountRecord(counts)) {
    return { kind: 'unavailable', reason: 'the report has no metadata.vulnerabilities counts' };
  }
  const blocking = BLOCKING_SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  if (blocking === 0) return { kind: 'passed', counts };
  return { kind: 'failed', advisories: blockingAdvisories(field(report, 'vulnerabilities')) };
}

function blockingAdvisories(vulnerabilities: unknown): string[] {
  if (typeof vulnerabilities !== 'object' || vulnerabilities === null) return ['(no details)'];
  return Object.entries(vulnerabilities).flatMap(([name, entry]: [string, unknown]) => {
    const severity = field(entry, 'severity');
    if (!BLOCKING_SEVERITIES.some((blocking) => blocking === severity)) return [];
    const range = field(entry, 'range');
    const titles = asArray(field(entry, 'via'))
      .map((via) => field(via, 'title'))
      .filter((title): title is string => typeof title === 'string');
    return [
      `${name} (${String(severity)}, ${String(range)}): ${titles.join('; ') || 'via a dependency'}`,
    ];
  });
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isCountRecord(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((count) => typeof count === 'number')
  );
}

function firstLine(text: string): string | undefined {
  return text.split('\n').find((line) => line.trim() && !/Unknown (user|env) config/.test(line));
}

function main(): number {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
  });
  const outcome = classifyAudit(result.stdout ?? '', result.stderr ?? '');
  switch (outcome.kind) {
    case 'passed':
      console.warn(
        `npm audit (production dependencies): no high or critical advisory (${Object.entries(
          outcome.counts,
        )
          .map(([severity, count]) => `${severity} ${count}`)
          .join(', ')})`,
      );
      return 0;
    case 'failed':
      console.error('npm audit: high or critical advisories in production dependencies:');
      for (const advisory of outcome.advisories) console.error(`  ${advisory}`);
      return 1;
    case 'unavailable':
      console.warn(
        `npm audit COULD NOT RUN (the registry's audit endpoint did not answer: ${outcome.reason}); continuing without it`,
      );
      return 0;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
