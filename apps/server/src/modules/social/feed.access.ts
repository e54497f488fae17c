import { levelFor } from '@lp/shared/gamification/index';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import type { Post, PostComment, SocialAuthor, SocialImage } from '@lp/shared/social/index';
import { SOCIAL_MESSAGES } from '@lp/shared/social/index';
import type { Db } from '../../db/client';
import type { PostImage } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { fileUrlsOf } from '../assets/service';
import { teamFeatures } from '../teams/service';
import { displayName, isBuilder, type Viewer } from './access';
import type { CommentWithAuthor } from './comments.repo';
import { activeMute } from './moderation.repo';
import type { AuthorRow, PostWithStats } from './posts.repo';
import { commentText } from './service';

export type { Viewer };

/** The whole feed exists only while the team's `social` flag is on (like contests: 403 with a reason). */
export function assertSocialOn(viewer: Viewer): Viewer {
  if (!teamFeatures(viewer.team).social) throw forbidden(SOCIAL_MESSAGES.featureOff);
  return viewer;
}

/** Moderators: the builder licenses (SuperAdmin, Admin, Creator; SPEC §1 "community moderation"). */
export const isModerator = isBuilder;

export function assertModerator(viewer: Viewer): Viewer {
  assertSocialOn(viewer);
  if (!isModerator(viewer)) throw forbidden(SOCIAL_MESSAGES.notModerator);
  return viewer;
}

/** A muted person may read and like, but not post or comment, until the mute ends. */
export async function assertMayWrite(db: Db, viewer: Viewer, now = new Date()) {
  const mute = await activeMute(db, viewer.team.id, viewer.user.id, now);
  if (mute) throw forbidden(keyedMessage('social.muted', mute.until.toUTCString()));
}

export function presentAuthor(row: AuthorRow): SocialAuthor {
  const level = levelFor(row.points);
  return { _id: row.id, name: displayName(row), image: row.image, level: level.level, levelName: level.name };
}

export async function presentImages(secret: string, images: PostImage[]): Promise<SocialImage[]> {
  return Promise.all(
    images.map(async (image) => ({
      _id: image.assetId,
      ...(await fileUrlsOf(secret, {
        id: image.assetId,
        thumbnailKey: image.hasThumbnail ? 'thumbnail' : null,
      })),
      width: image.width,
      height: image.height,
    })),
  );
}

export async function presentPost(secret: string, viewer: Viewer, row: PostWithStats): Promise<Post> {
  const moderator = isModerator(viewer);
  const own = row.post.authorId === viewer.user.id;
  const { linkKind, linkId } = row.post;
  const linkName = linkKind === 'course' ? row.courseName : row.articleName;
  return {
    _id: row.post.id,
    author: presentAuthor(row.author),
    html: row.post.body,
    images: await presentImages(secret, row.post.images),
    link:
      linkKind && linkId && linkName
        ? {
            kind: linkKind,
            _id: linkId,
            name: linkName,
            readerType: linkKind === 'article' ? row.articleReaderType : null,
          }
        : null,
    likeCount: row.likeCount,
    liked: row.liked,
    commentCount: row.commentCount,
    hidden: row.post.hiddenAt !== null,
    openReports: moderator ? row.openReports : 0,
    canDelete: own || moderator,
    canReport: !own && !row.reportedByViewer,
    createdAt: row.post.createdAt.toISOString(),
  };
}

export function presentComment(viewer: Viewer, row: CommentWithAuthor): PostComment {
  return {
    _id: row.comment.id,
    postId: row.comment.postId,
    author: presentAuthor(row.author),
    body: row.comment.body,
    hidden: row.comment.hiddenAt !== null,
    canDelete: row.comment.authorId === viewer.user.id || isModerator(viewer),
    createdAt: row.comment.createdAt.toISOString(),
  };
}

/** A short plain-text view of a post for lists and notifications. */
export function excerptOf(html: string, max = 140): string {
  const text = commentText(html.replaceAll('</p>', '</p> ')).replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
