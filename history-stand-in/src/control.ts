import type { StandInMode, StandInRows, StandInService } from './stand-in.ts';

/** A test's hold on the history stand-in: its rows, how each service behaves, what was asked. */
export function connectHistoryStandIn(url: string) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}/control/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`history stand-in: ${path} answered ${response.status}`);
  };
  return {
    setRows: (rows: StandInRows) => post('rows', rows),
    setMode: (service: StandInService, mode: StandInMode) => post('mode', { service, mode }),
    reset: () => post('reset', {}),
    requests: async (): Promise<string[]> =>
      (await fetch(`${url}/control/requests`)).json() as Promise<string[]>,
  };
}

export type HistoryStandInControl = ReturnType<typeof connectHistoryStandIn>;
