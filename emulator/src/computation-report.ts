/**
 * The emulator's computation report (admin API, `--computation-reporting`): what each script and
 * transaction it ran cost, by the hash of its text or by its id. The access API's
 * `computation_used` is always 0 on flow-emulator v1.20.0, so this is where the cost is read.
 */

/** flow-emulator's default `--script-compute-limit`, as access nodes have it. */
export const SCRIPT_COMPUTATION_LIMIT = 100_000;
/**
 * Each read script within 40 % of that limit, on mainnet's weights: an account two and a half
 * times as large as the bench's large world still fits one request. (Issue 17 set 10 % on the
 * emulator's old weights, under which every script cost 4 to 10 times less; issue 33 re-measured.)
 */
export const SCRIPT_COMPUTATION_BUDGET = SCRIPT_COMPUTATION_LIMIT * 0.4;

export interface ProcedureReport {
  readonly computation: number;
  /** How often each metered kind of work ran (the weights make them computation). */
  readonly intensities?: Readonly<Record<string, number>>;
}

export interface ComputationReport {
  /** By the hash of the script's text. */
  readonly scripts: Readonly<Record<string, ProcedureReport | undefined>>;
  /** By transaction id, without 0x. */
  readonly transactions: Readonly<Record<string, ProcedureReport | undefined>>;
}

export async function computationReport(adminUrl: string): Promise<ComputationReport> {
  const response = await fetch(`${adminUrl}/emulator/computationReport`);
  if (!response.ok) throw new Error(`computation report: HTTP ${response.status}`);
  const report = (await response.json()) as Partial<ComputationReport>;
  return { scripts: report.scripts ?? {}, transactions: report.transactions ?? {} };
}

/**
 * Runs one script (`run`) and reads its computation: the one entry it adds to the report. The
 * report names a script by the hash of its text, so a text the emulator ran before adds nothing:
 * give each run text of its own (a numbered comment will do).
 */
export async function scriptComputation(
  adminUrl: string,
  label: string,
  run: () => Promise<unknown>,
): Promise<number> {
  const before = new Set(Object.keys((await computationReport(adminUrl)).scripts));
  await run();
  const added = Object.entries((await computationReport(adminUrl)).scripts).filter(
    ([id]) => !before.has(id),
  );
  if (added.length !== 1)
    throw new Error(`${label}: expected one new report entry, got ${added.length}`);
  return added[0]?.[1]?.computation ?? Number.NaN;
}
