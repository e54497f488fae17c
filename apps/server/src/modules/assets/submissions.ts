import {
  ASSET_LIMITS,
  ASSET_MESSAGES,
  SUBMISSION_KINDS,
  type Submission,
  type SubmissionCategory,
} from '@lp/shared/assets';
import type { AssetRow, SubmissionRow } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import { displayName, isBuilder, usableDeck, type Viewer } from '../social/access';
import type { UploadBytes } from './inspect';
import * as repo from './repo';
import { type AssetContext, presentAsset, storeUpload } from './service';

const isSubmissionCategory = (category: string): category is SubmissionCategory =>
  category in SUBMISSION_KINDS;

interface Learner {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  image: string | null;
}

async function presentSubmission(
  ctx: AssetContext,
  row: SubmissionRow,
  asset: AssetRow,
  learner: Learner,
): Promise<Submission> {
  return {
    _id: row.id,
    deckId: row.deckId,
    category: row.category,
    learner: { _id: learner.id, name: displayName(learner), image: learner.image },
    note: row.note,
    asset: await presentAsset(ctx, asset, { expiresInSeconds: ASSET_LIMITS.submissionUrlTtlSeconds }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * decks/{id}/submissions (POST): the learner's file for a submission deck, stored as an asset they
 * own. Completing the deck stays with the tracker (the web reports DECK_COMPLETED after this).
 */
export async function createSubmission(
  ctx: AssetContext,
  viewer: Viewer,
  deckId: string,
  input: { bytes: UploadBytes; name?: string; note: string },
): Promise<Submission> {
  const deck = await usableDeck(ctx.db, viewer, deckId);
  if (!isSubmissionCategory(deck.category)) throw badRequest(ASSET_MESSAGES.notSubmissionDeck);
  let submission: SubmissionRow | undefined;
  const asset = await storeUpload(
    ctx,
    {
      teamId: viewer.team.id,
      ownerId: viewer.user.id,
      bytes: input.bytes,
      name: input.name,
      kind: SUBMISSION_KINDS[deck.category],
    },
    async (tx, stored) => {
      submission = await repo.insertSubmission(tx, {
        teamId: viewer.team.id,
        deckId: deck.id,
        userId: viewer.user.id,
        assetId: stored.id,
        category: deck.category,
        note: input.note,
      });
    },
  );
  if (!submission) throw new Error('submission was not recorded');
  return presentSubmission(ctx, submission, asset, viewer.user);
}

/** decks/{id}/submissions (GET): builders see every learner's, a learner only their own. */
export async function listSubmissions(
  ctx: AssetContext,
  viewer: Viewer,
  deckId: string,
): Promise<Submission[]> {
  const deck = await usableDeck(ctx.db, viewer, deckId);
  const rows = await repo.listSubmissions(
    ctx.db,
    viewer.team.id,
    deck.id,
    isBuilder(viewer) ? undefined : viewer.user.id,
  );
  return Promise.all(rows.map((r) => presentSubmission(ctx, r.submission, r.asset, r.learner)));
}
