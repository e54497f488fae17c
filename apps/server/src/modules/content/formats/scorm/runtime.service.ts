import { createHash } from 'node:crypto';
import type {
  ScormCommitResponse,
  ScormLaunch,
  ScormOutcome,
  ScormPlayerSession,
  ScormRuntimeToken,
  ScormVersion,
} from '@lp/shared/formats/scorm';
import {
  SCORM_CONTENT_PATHS,
  SCORM_MESSAGES,
  type scormCommitBodySchema,
  scormContentSchema,
} from '@lp/shared/formats/scorm';
import { baseReaderType, normalizeRecord } from '@lp/shared/progress';
import type { z } from 'zod';
import type { Config } from '../../../../config';
import type { Database } from '../../../../db/client';
import type { TeamRow, UserRow } from '../../../../db/schema';
import { badRequest, conflict, notFound } from '../../../../lib/http-errors';
import { playableDeck } from '../../../progress/deck-access';
import { learnerProgress } from '../../../progress/queries';
import { recordServerCompletion, ServerCompletionRejected } from '../../../progress/server-completion';
import { isComplete } from './activity';
import { attemptOf, newInteractions } from './interactions';
import { launchableItems } from './manifest';
import { manifestOfPackage, startItemOf } from './package-manifest';
import { findPackage, findState, saveInteractions, saveState } from './repo';
import {
  itemCmis,
  itemStatuses,
  launchCmi,
  outcomeOf,
  readStored,
  type StoredState,
  tableOfContents,
} from './runtime-items';
import { signRuntimeToken } from './runtime-token';
import { entryPathOf, signFileToken } from './storage';

export interface Learner {
  user: UserRow;
  team: TeamRow;
}

type RuntimeConfig = Pick<Config, 'jwtSecret' | 'contentOrigin' | 'publicUrl'>;
type PackageConfig = Pick<Config, 'jwtSecret' | 'dataDir'>;

const SCORM_TYPES = ['scorm', 'scormexam'];

async function scormDeck(db: Database, learner: Learner, deckId: string) {
  const deck = await playableDeck(db, learner, deckId);
  if (!SCORM_TYPES.includes(baseReaderType(deck.readerType) ?? '')) {
    throw badRequest(SCORM_MESSAGES.notScormDeck);
  }
  const content = scormContentSchema.safeParse(deck.content);
  const packageId = content.success ? content.data.packageId : undefined;
  const row = packageId ? await findPackage(db, learner.team.id, packageId) : undefined;
  if (!row) throw notFound(SCORM_MESSAGES.noPackageYet);
  return { deck, pkg: row };
}

/**
 * GET formats/scorm/{deckId}/state: the player's address on the content origin with a fresh
 * runtime token for this learner and deck. `embedder` is the app origin that frames the player
 * (the web app sends its own; the configured PUBLIC_URL otherwise).
 */
export async function launchState(
  db: Database,
  config: RuntimeConfig,
  learner: Learner,
  deckId: string,
  embedder: string | undefined,
): Promise<ScormLaunch> {
  const { deck, pkg } = await scormDeck(db, learner, deckId);
  const origin = embedder ?? new URL(config.publicUrl).origin;
  const { token, expiresAt } = await issueRuntimeToken(config, learner, deck.id, origin);
  const player = new URL(SCORM_CONTENT_PATHS.player, config.contentOrigin);
  player.searchParams.set('embedder', origin);
  return {
    deckId: deck.id,
    package: { _id: pkg.id, title: pkg.title, version: pkg.version, entry: pkg.entryPath },
    launchUrl: `${player.href}#${token}`,
    contentOrigin: config.contentOrigin,
    expiresAt,
  };
}

/** POST formats/scorm/{deckId}/runtime_token: a new token for a player still open, while the deck stays playable. */
export async function renewRuntimeToken(
  db: Database,
  config: RuntimeConfig,
  learner: Learner,
  deckId: string,
  embedder: string,
): Promise<ScormRuntimeToken> {
  const { deck } = await scormDeck(db, learner, deckId);
  return issueRuntimeToken(config, learner, deck.id, embedder);
}

const issueRuntimeToken = (config: RuntimeConfig, learner: Learner, deckId: string, embedder: string) =>
  signRuntimeToken(config.jwtSecret, {
    userId: learner.user.id,
    teamId: learner.team.id,
    deckId,
    embedder,
  });

/** GET /scorm/runtime/session (content origin): what the player loads: package, saved cmi, learner. */
export async function playerSession(
  db: Database,
  config: PackageConfig,
  learner: Learner,
  deckId: string,
  embedder: string,
): Promise<ScormPlayerSession> {
  const { deck, pkg } = await scormDeck(db, learner, deckId);
  const manifest = await manifestOfPackage(config, pkg);
  const start = startItemOf(manifest);
  const stored = readStored((await findState(db, learner.user.id, deck.id))?.cmi);
  const cmis = itemCmis(stored, start?.id);
  const attempts = stored?.attempts ?? {};
  const fileToken = signFileToken(config.jwtSecret, pkg.id);
  return {
    deckId: deck.id,
    title: pkg.title,
    version: pkg.version as ScormVersion,
    entryUrl: entryPathOf(pkg.id, fileToken, pkg.entryPath),
    cmi: start ? launchCmi(pkg.version as ScormVersion, cmis[start.id], attempts[start.id]) : null,
    learner: { id: learner.user.id, firstName: learner.user.firstName, lastName: learner.user.lastName },
    embedder,
    items: tableOfContents(manifest, cmis, (launch) => entryPathOf(pkg.id, fileToken, launch), attempts),
    startItem: start?.id ?? null,
  };
}

/**
 * POST formats/scorm/{deckId}/commit: keeps the cmi so the package can resume, reads the outcome
 * from it and records it through the progress engine when it says something new. The same commit
 * sent twice records nothing new.
 */
export async function commitState(
  db: Database,
  config: Pick<Config, 'dataDir'>,
  learner: Learner,
  deckId: string,
  body: z.output<typeof scormCommitBodySchema>,
): Promise<ScormCommitResponse> {
  const { deck, pkg } = await scormDeck(db, learner, deckId);
  const previousRow = await findState(db, learner.user.id, deck.id);
  const previous = readStored(previousRow?.cmi);
  const manifest = await manifestOfPackage(config, pkg);
  const start = startItemOf(manifest);
  const itemId = body.item ?? start?.id;
  const item = launchableItems(manifest.organization.items).find((candidate) => candidate.id === itemId);
  if (!item) throw badRequest(SCORM_MESSAGES.noSuchItem);
  const previousCmis = itemCmis(previous, start?.id);
  const cmis = { ...previousCmis, [item.id]: body.cmi };
  const version = manifest.version;
  const attempt = attemptOf(
    version,
    previous?.attempts?.[item.id],
    previousCmis[item.id],
    body.cmi,
    body.finished,
  );
  const outcome = outcomeOf(manifest, cmis);

  let recorded: ReturnType<typeof normalizeRecord> | undefined;
  let rejection: string | undefined;
  if (shouldRecord(outcome, previous, body.finished)) {
    const eventUuid = uuidFrom(
      [
        learner.user.id,
        deck.id,
        outcome.status,
        outcome.score,
        outcome.viewedPercentage,
        previousRow?.updatedAt.toISOString(),
      ].join('|'),
    );
    try {
      const result = await recordServerCompletion(db, learner, {
        deckId: deck.id,
        eventUuid,
        eventName: 'SCORM_OUTCOME',
        at: new Date().toISOString(),
        viewedPercentage: outcome.viewedPercentage,
        // A score counts once the deck's attempt is over (a partial rollup is not a score), and a
        // failed attempt keeps its score but earns no points.
        score: outcome.status === 'incomplete' ? null : outcome.score,
        completed: isComplete(outcome),
        earnsPoints: outcome.status !== 'failed',
        timeSpent: body.timeSpent,
      });
      recorded = result.record;
    } catch (err) {
      if (!(err instanceof ServerCompletionRejected)) throw err;
      rejection = err.message;
    }
  }
  // The cmi is kept even when the outcome could not count, so the learner can resume.
  await saveState(db, {
    userId: learner.user.id,
    teamId: learner.team.id,
    deckId: deck.id,
    cmi: {
      cmi: (start && cmis[start.id]) ?? body.cmi,
      items: cmis,
      outcome,
      recorded: recorded ? outcome : (previous?.recorded ?? null),
      attempts: { ...previous?.attempts, [item.id]: attempt },
    } satisfies StoredState,
  });
  await saveInteractions(
    db,
    newInteractions(version, body.cmi, attempt).map((interaction) => ({
      ...interaction,
      userId: learner.user.id,
      teamId: learner.team.id,
      deckId: deck.id,
      itemId: item.id,
      attempt: attempt.n,
    })),
  );
  if (rejection) throw conflict(rejection);
  const items = itemStatuses(manifest, cmis);
  if (recorded) return { saved: true, outcome, progress: present(recorded), items };
  const { decks } = await learnerProgress(db, learner.user.id, deck.courseId);
  return { saved: true, outcome, progress: present(normalizeRecord(decks[deck.id])), items };
}

/**
 * Record an outcome that says something new: a final one (completed, passed, failed) that differs
 * from the last recorded or follows an unfinished commit (a new attempt, e.g. failing again), and
 * an unfinished attempt only when the session ends with more viewed.
 */
function shouldRecord(outcome: ScormOutcome, stored: StoredState | null, finished: boolean) {
  const differs = (other: ScormOutcome | null | undefined) =>
    !other ||
    other.status !== outcome.status ||
    other.score !== outcome.score ||
    other.viewedPercentage !== outcome.viewedPercentage;
  if (outcome.status !== 'incomplete') return differs(stored?.recorded) || differs(stored?.outcome);
  return finished && outcome.viewedPercentage > 0 && differs(stored?.recorded);
}

const present = (record: ReturnType<typeof normalizeRecord>): ScormCommitResponse['progress'] => ({
  viewedPercentage: record.viewedPercentage,
  score: record.score,
  points: record.points,
  completion: record.completion,
  completionDate: record.completionDate,
});

/** A stable UUID-shaped id from a text (SHA-256, version 8 "custom" layout). */
function uuidFrom(text: string) {
  const hex = createHash('sha256').update(text).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
