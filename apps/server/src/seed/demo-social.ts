import type { Database } from '../db/client';
import type { TeamRow, UserRow } from '../db/schema';
import { assetStoreFor } from '../modules/assets/store';
import { commentOnPost, createPost, likePost } from '../modules/social/feed.service';
import type { DemoSeedConfig } from './demo-assets';

/**
 * A lively start for the demo team's social feed (/social): a welcome post by the creator that
 * links the welcome course, a learner's post, and a comment and likes, all made through the
 * feed service as people would make them.
 */
export async function seedDemoSocial(
  db: Database,
  config: DemoSeedConfig,
  team: TeamRow,
  people: { creator: UserRow; learner: UserRow },
  welcomeCourseId: string,
) {
  const ctx = { db, store: assetStoreFor(config.dataDir), secret: config.jwtSecret };
  const creator = { user: people.creator, team };
  const learner = { user: people.learner, team };
  const welcome = await createPost(ctx, creator, {
    html: '<p><strong>Welcome to the team feed!</strong> Share what you learn, ask questions and cheer each other on.</p><p>New here? Start with the welcome course.</p>',
    images: [],
    link: { kind: 'course', id: welcomeCourseId },
  });
  const question = await createPost(ctx, learner, {
    html: '<p>Finished the security course today. Any tips for spotting phishing mails on the phone?</p>',
    images: [],
  });
  await likePost(ctx, learner, welcome._id, { liked: true });
  await likePost(ctx, creator, question._id, { liked: true });
  await commentOnPost(ctx, creator, question._id, {
    text: 'Press and hold the link to see where it really goes before you tap it.',
  });
}
