/** Which server a scenario is fired at: the product (`apps/server`) or the bare Fastify baseline. */
export type ScenarioTarget = 'product' | 'baseline';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface Scenario {
  /** Shown in the report; keep it unique. */
  name: string;
  target: ScenarioTarget;
  method: HttpMethod;
  /** Path and query, e.g. `/api/health`. */
  path: string;
  /** Extra request headers, e.g. `{ authorization: 'Bearer …' }` once authenticated routes are benchmarked. */
  headers?: Record<string, string>;
  /** A string is sent as is; anything else is sent as JSON (with `content-type: application/json`). */
  body?: unknown;
  /** Builds each request anew (fresh uuids, another learner's token); overrides path, headers and body. */
  nextRequest?: () => { path: string; headers: Record<string, string>; body?: unknown };
  /** Connections for this scenario only (1 measures server time without queueing). */
  connections?: number;
  /** Work done per request, reported as a rate: e.g. `{ count: 20, unit: 'events' }`. */
  perRequest?: { count: number; unit: string };
}

/** The scenario every other one is compared against (the "vs one query" column). */
export const REFERENCE_SCENARIO = 'baseline: one query';

/** Run in this order, one after another. Add a product route with one line. */
export const scenarios: Scenario[] = [
  { name: 'baseline: bare JSON', target: 'baseline', method: 'GET', path: '/baseline/json' },
  { name: REFERENCE_SCENARIO, target: 'baseline', method: 'GET', path: '/baseline/query' },
  { name: 'GET /api/health', target: 'product', method: 'GET', path: '/api/health' },
];
