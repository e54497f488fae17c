import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

export interface LoadOptions {
  baseUrl: string;
  durationSeconds: number;
  connections: number;
}

/** One autocannon run of one scenario (no progress bar; the caller prints its own lines). */
export function runLoad(scenario: Scenario, options: LoadOptions): Promise<autocannon.Result> {
  const headers: Record<string, string> = { ...scenario.headers };
  let body: string | undefined;
  if (typeof scenario.body === 'string') {
    body = scenario.body;
  } else if (scenario.body !== undefined) {
    body = JSON.stringify(scenario.body);
    headers['content-type'] ??= 'application/json';
  }
  const next = scenario.nextRequest;
  return autocannon({
    url: options.baseUrl + scenario.path,
    method: scenario.method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const made = next();
                return {
                  ...request,
                  method: scenario.method,
                  path: made.path,
                  headers: {
                    ...made.headers,
                    ...(made.body === undefined ? {} : { 'content-type': 'application/json' }),
                  },
                  ...(made.body === undefined ? {} : { body: JSON.stringify(made.body) }),
                };
              },
            },
          ],
        }
      : {}),
    connections: scenario.connections ?? options.connections,
    duration: options.durationSeconds,
  });
}
