/** The social feed (/social, /social/{postId}) and its moderation (/builder/social). */
export { SocialFeedPage } from './routes/SocialFeedPage.tsx';
export { SocialModerationPage } from './routes/SocialModerationPage.tsx';
export { SocialPostPage } from './routes/SocialPostPage.tsx';
export { useSocialEnabled } from './use-social-enabled.ts';
