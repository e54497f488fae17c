import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { buildContentApp } from './content-app';
import { type DatabaseHandle, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { registerJobs } from './jobs';
import { savedReportRoutes } from './modules/analytics/reports.routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { teamAnalyticsRoutes } from './modules/analytics/team.routes';
import { fileRoutes } from './modules/assets/files.routes';
import { assetRoutes } from './modules/assets/routes';
import { submissionRoutes } from './modules/assets/submissions.routes';
import { challengeRoutes } from './modules/auth/challenge.routes';
import { oidcRoutes } from './modules/auth/oidc.routes';
import { otpRoutes } from './modules/auth/otp.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { registerRoutes } from './modules/auth/register.routes';
import { authRoutes } from './modules/auth/routes';
import { bannerRoutes } from './modules/banners/routes';
import { planRoutes } from './modules/billing/plan.routes';
import { billingRoutes } from './modules/billing/routes';
import { enrolmentRoutes } from './modules/builder/enrolment.routes';
import { builderRoutes } from './modules/builder/routes';
import { clientRoutes } from './modules/clients/routes';
import { articleRoutes } from './modules/content/articles/articles.routes';
import { catalogRoutes } from './modules/content/catalog/catalog.routes';
import { favoriteRoutes } from './modules/content/catalog/favorites.routes';
import { formatsRoutes } from './modules/content/formats/routes';
import { contestRoutes } from './modules/gamification/contests.routes';
import { rewardRoutes } from './modules/gamification/rewards.routes';
import { gamificationRoutes } from './modules/gamification/routes';
import { healthRoutes } from './modules/health/routes';
import { helpdeskRoutes } from './modules/helpdesk/routes';
import { homeRoutes } from './modules/home/routes';
import { learnerReadsPlugin } from './modules/learner-reads/service';
import { loggingRoutes } from './modules/logging/routes';
import { outboxSmsProvider, type SmsProvider } from './modules/notifications/delivery';
import { notificationInboxRoutes } from './modules/notifications/inbox.routes';
import { notificationRoutes } from './modules/notifications/routes';
import { interactiveRoutes } from './modules/progress/interactive.routes';
import { progressRoutes } from './modules/progress/routes';
import { searchRoutes } from './modules/search/routes';
import { socialFeedRoutes } from './modules/social/feed.routes';
import { socialModerationRoutes } from './modules/social/moderation.routes';
import { socialRoutes } from './modules/social/routes';
import { tagRoutes } from './modules/tags/routes';
import { teamRoutes } from './modules/teams/routes';
import { teamSignupRoutes } from './modules/teams/signup.routes';
import { hierarchyRoutes } from './modules/users/hierarchy.routes';
import { profilePictureRoutes } from './modules/users/picture.routes';
import { userRoutes } from './modules/users/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { validatorCompiler } from './plugins/validation';
import { webPlugin } from './plugins/web';

export interface BuildAppOptions {
  /** An open database; when absent one is opened from the config and migrated. */
  database?: DatabaseHandle;
  /** Where one-time codes go; the default keeps them in the outbox and the log. */
  smsProvider?: SmsProvider;
}

/** Builds the whole product without listening; tests inject() into it. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
      ...(config.env === 'development' && process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let database = options.database;
  if (!database) {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await runMigrations(database);
  }
  const handle = database;
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('dbDriver', handle.driver);
  app.decorate('sms', options.smsProvider ?? outboxSmsProvider);
  const contentApp = await buildContentApp(config, handle, app.log);
  app.decorate('contentApp', contentApp);
  app.addHook('onClose', async () => {
    await contentApp.close();
    await handle.close();
  });

  learnerReadsPlugin(app);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  // Multipart fields arrive as plain values on request.body (files streamed to disk), so one zod
  // schema serves forms and JSON.
  await app.register(multipartPlugin, { config });
  await app.register(authPlugin);
  await app.register(openapiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(registerRoutes);
  await app.register(passwordResetRoutes);
  await app.register(otpRoutes);
  await app.register(oidcRoutes);
  await app.register(challengeRoutes);
  await app.register(teamRoutes);
  await app.register(teamSignupRoutes);
  await app.register(userRoutes);
  await app.register(hierarchyRoutes);
  await app.register(profilePictureRoutes);
  await app.register(notificationRoutes);
  await app.register(catalogRoutes);
  await app.register(articleRoutes);
  await app.register(progressRoutes);
  await app.register(interactiveRoutes);
  await app.register(bannerRoutes);
  await app.register(tagRoutes);
  await app.register(searchRoutes);
  await app.register(notificationInboxRoutes);
  await app.register(homeRoutes);
  await app.register(favoriteRoutes);
  await app.register(gamificationRoutes);
  await app.register(rewardRoutes);
  await app.register(billingRoutes);
  await app.register(planRoutes);
  await app.register(contestRoutes);
  await app.register(formatsRoutes);
  await app.register(enrolmentRoutes);
  await app.register(builderRoutes);
  await app.register(assetRoutes);
  await app.register(fileRoutes);
  await app.register(submissionRoutes);
  await app.register(socialRoutes);
  await app.register(socialFeedRoutes);
  await app.register(socialModerationRoutes);
  await app.register(teamAnalyticsRoutes);
  await app.register(savedReportRoutes);
  await app.register(analyticsRoutes);
  await app.register(helpdeskRoutes);
  await app.register(loggingRoutes);
  await app.register(clientRoutes);
  registerJobs(app);

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
