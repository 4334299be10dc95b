import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createParserClient,
  type ParseOutcome,
  type ParserWorker,
  type ParserWorkerEvents,
} from './parser-client.ts';
import type { ParseRequest, ParseResponse } from './parser-protocol.ts';
import type { ScriptAnalysis } from './script-analysis.ts';

/** A worker stand-in that records requests and answers when told to. */
class FakeWorker implements ParserWorker {
  readonly posted: ParseRequest[] = [];
  terminated = false;
  events: ParserWorkerEvents | null = null;

  readonly start = (events: ParserWorkerEvents): ParserWorker => {
    this.events = events;
    return this;
  };
  postMessage(message: ParseRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: ParseResponse) {
    this.events?.onReply(data);
  }
  fail() {
    this.events?.onFailure();
  }
}

const analysis = (message: string): ScriptAnalysis => ({
  diagnostics: [{ from: 0, to: 1, line: 1, column: 0, message }],
  entry: null,
  refusal: null,
});

describe('parser client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a pause in typing and then checks only the latest text', () => {
    const worker = new FakeWorker();
    const client = createParserClient(() => undefined, worker.start, 250);
    client.update('a');
    vi.advanceTimersByTime(100);
    client.update('ab');
    vi.advanceTimersByTime(249);
    expect(worker.posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(worker.posted.map((request) => request.code)).toEqual(['ab']);
  });

  it('drops the reply to an older request when a newer one was sent', () => {
    const worker = new FakeWorker();
    const outcomes: ParseOutcome[] = [];
    const client = createParserClient((outcome) => outcomes.push(outcome), worker.start, 10);
    client.update('old');
    vi.advanceTimersByTime(10);
    client.update('new');
    vi.advanceTimersByTime(10);
    const [first, second] = worker.posted;
    worker.reply({ kind: 'analysis', id: second?.id ?? -1, analysis: analysis('for new') });
    worker.reply({ kind: 'analysis', id: first?.id ?? -1, analysis: analysis('for old') });
    expect(outcomes).toEqual([{ kind: 'analysis', code: 'new', analysis: analysis('for new') }]);
  });

  it('reports a worker that cannot start as unavailable instead of throwing', () => {
    const outcomes: ParseOutcome[] = [];
    const client = createParserClient(
      (outcome) => outcomes.push(outcome),
      () => {
        throw new Error('blocked by policy');
      },
      10,
    );
    client.update('fun main() {}');
    expect(() => vi.advanceTimersByTime(10)).not.toThrow();
    expect(outcomes).toEqual([
      {
        kind: 'unavailable',
        code: 'fun main() {}',
        message: 'The Cadence checker could not start: blocked by policy',
      },
    ]);
  });

  it('reports a worker that fails after starting, and stops sending to it', () => {
    const worker = new FakeWorker();
    const outcomes: ParseOutcome[] = [];
    const client = createParserClient((outcome) => outcomes.push(outcome), worker.start, 10);
    client.update('x');
    vi.advanceTimersByTime(10);
    worker.fail();
    client.update('y');
    vi.advanceTimersByTime(10);
    expect(worker.posted).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['unavailable', 'unavailable']);
    client.dispose();
    expect(worker.terminated).toBe(true);
  });
});
