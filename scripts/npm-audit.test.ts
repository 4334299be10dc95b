import { describe, expect, it } from 'vitest';
import { classifyAudit } from './npm-audit.ts';

const counts = (high: number, critical: number) => ({
  info: 0,
  low: 2,
  moderate: 1,
  high,
  critical,
  total: 3 + high + critical,
});

const report = (high: number, critical: number, vulnerabilities: object = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts(high, critical), dependencies: { prod: 300 } },
  });

describe('classifyAudit', () => {
  it('passes a report with only low and moderate advisories', () => {
    expect(classifyAudit(report(0, 0))).toEqual({ kind: 'passed', counts: counts(0, 0) });
  });

  it.each([
    [1, 0],
    [0, 1],
  ])('fails on %i high and %i critical advisories, naming them', (high, critical) => {
    const outcome = classifyAudit(
      report(high, critical, {
        'bad-lib': {
          name: 'bad-lib',
          severity: high ? 'high' : 'critical',
          range: '<1.2.3',
          via: [{ title: 'Prototype pollution' }],
        },
        'uses-bad-lib': {
          name: 'uses-bad-lib',
          severity: 'moderate',
          range: '*',
          via: ['bad-lib'],
        },
      }),
    );
    expect(outcome).toEqual({
      kind: 'failed',
      advisories: [`bad-lib (${high ? 'high' : 'critical'}, <1.2.3): Prototype pollution`],
    });
  });

  it('reports an unreachable registry as unavailable, not as a pass or a failure', () => {
    const offline = JSON.stringify({
      error: {
        code: 'ENOTFOUND',
        summary: 'request to https://registry.npmjs.org failed',
        detail: '',
      },
    });
    expect(classifyAudit(offline)).toEqual({
      kind: 'unavailable',
      reason: 'ENOTFOUND: request to https://registry.npmjs.org failed',
    });
  });

  it('reports an HTTP error from the audit endpoint as unavailable', () => {
    const answer = (statusCode: number, message: string) =>
      JSON.stringify({ message, statusCode, body: '', error: { summary: '', detail: '' } });
    expect(classifyAudit(answer(503, '503 Service Unavailable - POST https://r/bulk'))).toEqual({
      kind: 'unavailable',
      reason: '503 Service Unavailable - POST https://r/bulk',
    });
    expect(classifyAudit(answer(405, ''))).toEqual({ kind: 'unavailable', reason: 'HTTP 405' });
  });

  it('reports a network failure without a report as unavailable', () => {
    expect(classifyAudit('', 'npm error network timeout\n')).toEqual({
      kind: 'unavailable',
      reason: 'npm error network timeout',
    });
  });

  it('fails CI when npm itself fails or its report is incomplete', () => {
    const enolock = JSON.stringify({
      error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' },
    });
    expect(classifyAudit(enolock)).toEqual({
      kind: 'broken',
      reason: 'ENOLOCK: This command requires an existing lockfile.',
    });
    const forbidden = JSON.stringify({
      message: '403 Forbidden - POST https://r/bulk',
      statusCode: 403,
      error: { summary: '', detail: '' },
    });
    expect(classifyAudit(forbidden)).toMatchObject({ kind: 'broken' });
    expect(classifyAudit('', 'npm error something else\n')).toMatchObject({ kind: 'broken' });
    expect(classifyAudit('{"auditReportVersion":2}')).toMatchObject({ kind: 'broken' });
    const noHigh = JSON.stringify({
      metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0 } },
    });
    expect(classifyAudit(noHigh)).toMatchObject({ kind: 'broken' });
  });
});
