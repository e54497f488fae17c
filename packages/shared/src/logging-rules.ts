/**
 * The log record's defaults, limits and path without zod: every page's error reporter uses them
 * and loads no schema library. logging.ts holds the schemas and re-exports these.
 */

/** SPEC §8 logging defaults: page Unknown, problem Unknown, criticality 9, empty trace. */
export const LOG_DEFAULTS = { page: 'Unknown', problem: 'Unknown', criticality: 9, trace: '' } as const;

/** SPEC §8: the error page logs with criticality 1, a failed tracker push with 2. */
export const LOG_CRITICALITY = { errorPage: 1, trackerPush: 2, loginFailure: 3, lowest: 9 } as const;

export const LOG_LIMITS = { page: 500, problem: 2000, trace: 10_000, short: 200 } as const;

/** The path the log host answers on (SPEC §7 "Logging"): `{log host}/api/v1/logs/log`. */
export const LOG_PATH = '/api/v1/logs/log';
