/**
 * CI's supply-chain gate: `npm audit` of the production dependencies. Fails on a high or critical
 * advisory; when the registry's audit endpoint does not answer (offline, 5xx, no audit support),
 * says that the audit could not run and lets CI continue; any other failure of npm fails CI.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BLOCKING_SEVERITIES = ['high', 'critical'] as const;

export type AuditOutcome =
  | { readonly kind: 'passed'; readonly counts: Readonly<Record<string, number>> }
  | { readonly kind: 'failed'; readonly advisories: readonly string[] }
  /** The audit endpoint could not be reached or did not serve audits: CI goes on and says so. */
  | { readonly kind: 'unavailable'; readonly reason: string }
  /** npm itself failed (no lockfile, refused credentials, an unreadable report): CI fails. */
  | { readonly kind: 'broken'; readonly reason: string };

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
// Connection failures: the registry never answered.
const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_SOCKET_TIMEOUT',
]);
const NETWORK_FAILURE_TEXT =
  /network|ENOTFOUND|EAI_AGAIN|ECONN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH/i;

/** HTTP answers meaning "no audit here now" (the endpoint is down, missing or busy). */
function isUnavailableStatus(status: number): boolean {
  return status >= 500 || status === 404 || status === 405 || status === 408 || status === 429;
}

/** Reads `npm audit --json` output: a report has `metadata.vulnerabilities`, a failure `error`. */
export function classifyAudit(stdout: string, stderr = ''): AuditOutcome {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    const line = firstLine(stderr) ?? 'npm audit printed no JSON report';
    return NETWORK_FAILURE_TEXT.test(line)
      ? { kind: 'unavailable', reason: line }
      : { kind: 'broken', reason: line };
  }
  const error = field(report, 'error');
  if (error !== undefined) {
    // npm fills error.code/summary for a failure of its own or of the connection, and
    // `message`/`statusCode` for an HTTP answer such as 503, or 405 from a registry proxy
    // without the audit endpoint.
    const code = field(error, 'code');
    const parts = [code, field(error, 'summary'), field(report, 'message')];
    const described = parts.filter(
      (part): part is string => typeof part === 'string' && part !== '',
    );
    const status = field(report, 'statusCode');
    const reason =
      described.join(': ') || (typeof status === 'number' ? `HTTP ${status}` : 'unknown error');
    const unavailable =
      typeof status === 'number'
        ? isUnavailableStatus(status)
        : typeof code === 'string' && NETWORK_ERROR_CODES.has(code);
    return { kind: unavailable ? 'unavailable' : 'broken', reason };
  }
  const counts = field(field(report, 'metadata'), 'vulnerabilities');
  if (!isCountRecord(counts)) {
    return { kind: 'broken', reason: 'the report has no metadata.vulnerabilities counts' };
  }
  const blocking = BLOCKING_SEVERITIES.reduce((sum, severity) => sum + counts[severity], 0);
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

function isCountRecord(value: unknown): value is Record<(typeof SEVERITIES)[number], number> {
  return SEVERITIES.every((severity) => Number.isInteger(field(value, severity)));
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
    case 'broken':
      console.error(`npm audit failed without a usable report: ${outcome.reason}`);
      return 1;
    case 'unavailable':
      console.warn(
        `npm audit COULD NOT RUN (the registry's audit endpoint did not answer: ${outcome.reason}); continuing without it`,
      );
      return 0;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
