import type { LogRecordBody } from '@lp/shared/logging';
import { LOG_CRITICALITY, LOG_DEFAULTS, LOG_PATH } from '@lp/shared/logging-rules';
import { useAuthStore } from './auth-store.ts';

/**
 * SPEC §7 "Logging": error reports as log records to `{log host}/api/v1/logs/log`, with the access
 * token, only while the team has centralized logging on. The log host is this app's own server
 * unless VITE_LOG_HOST names another. A report that cannot be sent goes to the console only: it
 * never raises an error of its own (SPEC §8 "logging failures are swallowed").
 */
let enabled = true;

/** The shell sets this from the team's `centralizedLogging` flag once the branding is known. */
export function setCentralizedLogging(on: boolean): void {
  enabled = on;
}

export const logHost = (): string => (import.meta.env.VITE_LOG_HOST ?? '').replace(/\/+$/, '');

function platformName(): string {
  if (typeof navigator === 'undefined') return 'Unknown';
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return data?.platform || navigator.platform || 'Unknown';
}

function describe(error: unknown): { problem: string; trace: string } {
  // A render error arrives with React's component stack: { error, componentStack }.
  if (error && typeof error === 'object' && 'error' in error && error.error instanceof Error) {
    const stack =
      'componentStack' in error && typeof error.componentStack === 'string' ? error.componentStack : '';
    const inner = describe(error.error);
    return { problem: inner.problem, trace: `${inner.trace}${stack}` };
  }
  if (error instanceof Error) return { problem: error.message || error.name, trace: error.stack ?? '' };
  if (typeof error === 'string') return { problem: error, trace: '' };
  try {
    return { problem: JSON.stringify(error) ?? LOG_DEFAULTS.problem, trace: '' };
  } catch {
    return { problem: String(error), trace: '' };
  }
}

export interface ErrorReport {
  error?: unknown;
  /** Overrides the error's own message. */
  problem?: string;
  /** 1 is the worst; SPEC §8 defaults to 9. */
  criticality?: number;
  page?: string;
}

/** Sends one log record; resolves whether the log host accepted it. */
export async function reportError(report: ErrorReport): Promise<boolean> {
  if (!enabled || typeof fetch === 'undefined') return false;
  const { token, user } = useAuthStore.getState();
  const described = report.error === undefined ? { problem: '', trace: '' } : describe(report.error);
  const body: LogRecordBody = {
    client: 'web',
    platform: platformName(),
    page: report.page ?? (typeof location === 'undefined' ? LOG_DEFAULTS.page : location.pathname),
    user_id: user?._id ?? null,
    username: user?.username ?? null,
    problem: report.problem ?? (described.problem || LOG_DEFAULTS.problem),
    criticality: report.criticality ?? LOG_DEFAULTS.criticality,
    trace: described.trace,
  };
  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers['access-token'] = token;
    const response = await fetch(`${logHost()}${LOG_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (!response.ok) console.error(`[logging] the log host answered ${response.status}`);
    return response.ok;
  } catch (failure) {
    console.error('[logging] the error report could not be sent', failure);
    return false;
  }
}

export { LOG_CRITICALITY };
