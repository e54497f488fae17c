import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client';
import { notifyChannel } from './live.repo';

/**
 * Fan-out of "this user's unread count may have changed". In the process: an EventEmitter keyed
 * by user id. Across processes (node-postgres): NOTIFY on CHANNEL, and one LISTEN connection per
 * app that re-emits what it hears. A process hears its own NOTIFYs too; that is on purpose, since
 * a NOTIFY sent inside a transaction arrives after the commit, when a recount sees the change.
 * Listeners recount and send only when the count differs, so a double signal costs one query.
 * PGlite is one process, and runs other queries only after an open transaction ends, so the
 * emitter alone is enough there.
 */
const CHANNEL = 'lp_inbox';
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function onInboxChange(userId: string, listener: () => void): () => void {
  emitter.on(userId, listener);
  return () => emitter.off(userId, listener);
}

/** Signals a change of the user's notifications to every stream, in this and other processes. */
export async function publishInboxChange(db: Db, userId: string): Promise<void> {
  emitter.emit(userId);
  // Without LISTENers (PGlite, or no stream open anywhere) this is a no-op.
  await notifyChannel(db, CHANNEL, userId);
}

/**
 * Team-wide events (the social feed's "a post changed"), on the same streams. A NOTIFY carries
 * this process's origin, so a process skips its own (it emitted them already) and hears others'.
 */
const TEAM_CHANNEL = 'lp_team';
const ORIGIN = randomUUID();
const teamEmitter = new EventEmitter();
teamEmitter.setMaxListeners(0);

export function onTeamEvent(teamId: string, listener: (data: string) => void): () => void {
  teamEmitter.on(teamId, listener);
  return () => teamEmitter.off(teamId, listener);
}

/** Sends `event` (serialized as JSON) to every open stream of the team's members. */
export async function publishTeamEvent(db: Db, teamId: string, event: object): Promise<void> {
  const data = JSON.stringify(event);
  teamEmitter.emit(teamId, data);
  await notifyChannel(db, TEAM_CHANNEL, `${ORIGIN}|${teamId}|${data}`);
}

function emitTeamNotification(payload: string) {
  const [origin, teamId, ...rest] = payload.split('|');
  if (origin === ORIGIN || !teamId) return;
  teamEmitter.emit(teamId, rest.join('|'));
}

const RECONNECT_MS = 2000;

/** What another module hears on a channel of its own (the session cache's invalidations). */
export interface ChannelHandler {
  onMessage(payload: string): void;
  /** true once a listener connection LISTENs on the channel, false when one closes or fails. */
  onListening?(listening: boolean): void;
}

/** Channels other modules add to every listener connection of the process, by name. */
const moduleChannels = new Map<string, ChannelHandler>();

export function subscribeChannel(channel: string, handler: ChannelHandler): void {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  moduleChannels.set(channel, handler);
}

/** The LISTEN connections of this process that listen now (node-postgres). */
const fenceClients = new Set<pg.Client>();

/**
 * Resolves once every notification committed before the call has been handled: a `select 1` on
 * each LISTEN connection answers only after the notifications queued for it before it were sent
 * (PostgreSQL sends them ahead of the answer). Rejects when a connection fails. PGlite delivers a
 * notification before the statement that committed it returns, so it needs none.
 */
export async function fenceListeners(): Promise<void> {
  await Promise.all([...fenceClients].map((c) => c.query('select 1')));
}

/**
 * PGlite: the module channels (not the inbox's, whose emitter does that work in one process), on
 * the embedded database itself. It delivers a NOTIFY before the statement that committed it returns.
 */
const pgliteListeners = new WeakMap<object, { ensure: () => Promise<void> }>();
function pgliteListener(app: FastifyInstance): { ensure: () => Promise<void> } {
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const known = pgliteListeners.get(client);
  if (known) return known;
  let listening: Promise<boolean> | null = null;
  app.addHook('onClose', async () => {
    if (!(await listening)) return;
    for (const handler of moduleChannels.values()) handler.onListening?.(false);
  });
  const made = {
    ensure: async () => {
      listening ??= (async () => {
        try {
          for (const [channel, handler] of moduleChannels)
            await client.listen(channel, (payload) => handler.onMessage(payload));
        } catch (err) {
          app.log.warn({ err }, 'could not LISTEN on the embedded database');
          return false;
        }
        for (const handler of moduleChannels.values()) handler.onListening?.(true);
        return true;
      })();
      await listening;
    },
  };
  pgliteListeners.set(client, made);
  return made;
}

/** One listener per database pool, so the inbox streams and the session cache share a connection. */
const listeners = new WeakMap<object, { ensure: () => Promise<void> }>();

/**
 * On node-postgres, keeps one dedicated LISTEN connection (outside the pool) while the app runs,
 * opened when the first stream starts (or at start-up by the session cache); reconnects after
 * errors. `ensure` resolves once it listens (or failed: streams still work within this process).
 */
export function inboxListener(app: FastifyInstance): { ensure: () => Promise<void> } {
  if (app.dbDriver !== 'postgres') return pgliteListener(app);
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  const known = listeners.get(pool);
  if (known) return known;
  let client: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let heard = false;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;
  const tellModules = (state: boolean) => {
    if (heard === state) return;
    heard = state;
    for (const handler of moduleChannels.values()) handler.onListening?.(state);
  };

  const connect = (): Promise<void> => {
    if (listening || closing) return listening ?? Promise.resolve();
    const c = new pg.Client(pool.options);
    client = c;
    const drop = (err: unknown) => {
      if (client !== c) return;
      fenceClients.delete(c);
      client = null;
      listening = null;
      tellModules(false);
      c.end().catch(() => {});
      if (!closing) {
        app.log.warn({ err }, 'notification listener lost its connection; reconnecting');
        retry = setTimeout(() => void connect(), RECONNECT_MS);
        retry.unref();
      }
    };
    c.on('error', drop);
    c.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) emitter.emit(message.payload);
      if (message.channel === TEAM_CHANNEL && message.payload) emitTeamNotification(message.payload);
      const handler = moduleChannels.get(message.channel);
      if (handler && message.payload) handler.onMessage(message.payload);
    });
    const channels = [CHANNEL, TEAM_CHANNEL, ...moduleChannels.keys()];
    listening = c
      .connect()
      .then(async () => {
        for (const channel of channels) await c.query(`LISTEN ${channel}`);
        if (client === c) {
          fenceClients.add(c);
          tellModules(true);
        }
      })
      .then(
        () => {},
        (err) => drop(err),
      );
    return listening;
  };

  app.addHook('onClose', async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    if (c) fenceClients.delete(c);
    tellModules(false);
    await c?.end().catch(() => {});
  });
  const made = { ensure: connect };
  listeners.set(pool, made);
  return made;
}

/** NOTIFY on a module's channel (sent at commit inside a transaction). */
export async function publishOnChannel(db: Db, channel: string, payload: string): Promise<void> {
  await notifyChannel(db, channel, payload);
}
