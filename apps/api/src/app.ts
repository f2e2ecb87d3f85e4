/** Builds the Fastify app: plugins, then routes, then the one error handler. */
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  closeConnectionsWhileClosing,
  countWaitingJobs,
  parseJsonBodies,
  trackRequestQueries,
  answerFrameworkError,
  logEachRequest,
  registerErrorHandler,
  registerSecurityHeaders,
  releaseOrphanedJobs,
  type PeriodicSweep,
  rateLimitOptions,
  routeNotFoundBody,
  serverLoggingOptions,
  startRateLimitSweeps,
  trustProxyOption,
  useZodContracts,
} from '@tablefor/server-kit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './db/client.ts';
import { authenticatePlugin } from './http/authenticate.ts';
import { createMetrics } from './http/metrics.ts';
import { serveMetrics } from './http/metrics-endpoint.ts';
import { createReadinessCheck, readinessRoute } from './http/readiness.ts';
import { collectOpenApi } from './http/openapi.ts';
import { searchForwarder } from './http/search-forwarder.ts';
import { dropOnNotification } from './http/read-cache.ts';
import { servePublicPages } from './http/page-renderer.ts';
import { isPageRequest, serveWebApp } from './http/web-app.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import {
  RESTAURANT_DETAILS_CHANNEL,
  restaurantDetailKeys,
} from './modules/restaurants/restaurant-detail-changes.ts';
import { availabilityRoutes } from './modules/availability/availability-routes.ts';
import { claimReviewRoutes } from './modules/claims/claim-review-routes.ts';
import { claimUploadRoutes } from './modules/claims/claim-upload-routes.ts';
import {
  CLAIM_UPLOAD_EXPIRY_QUEUE,
  createUploadExpiryWorker,
} from './modules/claims/claim-upload-expiry.ts';
import { claimsRoutes } from './modules/claims/claims-routes.ts';
import { businessContactRoutes } from './modules/business-contact/business-contact-routes.ts';
import { crawlRoutes } from './modules/crawl/crawl-routes.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import { galleryRoutes } from './modules/gallery/gallery-routes.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding-routes.ts';
import { imagesRoutes } from './modules/images/images-routes.ts';
import { reservationsRoutes } from './modules/reservations/reservations-routes.ts';
import { createEmailWorker } from './modules/mail/email-worker.ts';
import { notifyRoutes } from './modules/notify/notify-routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations-routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications-routes.ts';
import { createNotifyWorkers } from './modules/notify/notify-workers.ts';
import { NOTIFY_HOLD_EXPIRY_QUEUE, NOTIFY_OFFERS_QUEUE } from './modules/notify/notify-queues.ts';
import { startReminderSweeps } from './modules/diner-mail/day-before-reminders.ts';
import { startStaleAttemptSweeps } from './modules/auth/stale-attempts.ts';
import { ownerConsoleRoutes } from './modules/owner-console/owner-console-routes.ts';
import { floorRoutes } from './modules/floor/floor-routes.ts';
import { hostStandRoutes } from './modules/host-stand/host-stand-routes.ts';
import { RESTAURANT_BOOKINGS_CHANNEL } from './modules/host-stand/timeline-hub.ts';
import type { OpenStreams } from './modules/host-stand/timeline-stream.ts';
import { mailboxRoutes } from './modules/mail/mailbox-routes.ts';
import { EMAIL_QUEUE } from './modules/mail/outbox.ts';
import { listingReviewRoutes } from './modules/restaurants/listing-review-routes.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants-routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews-routes.ts';
import { savedRestaurantsRoutes } from './modules/saved-restaurants/saved-restaurants-routes.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { searchRoutes } from './modules/search/search-routes.ts';
import { seoRoutes } from './modules/seo/seo-routes.ts';
import { topicSearchRoutes } from './modules/topic-search/topic-search-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { textMessaging } from './modules/text-messages/text-messaging.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist-routes.ts';
import { buildServices, type ServiceOverrides } from './services.ts';

/**
 * Pictures may come from restaurants' own websites: the wizard takes an image address and the
 * crawl offers the pictures a site publishes. Scripts, styles and calls stay same-origin.
 */
const LISTING_PICTURE_SOURCES = ["'self'", 'data:', 'blob:', 'https:', 'http:'];

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  tokens?: TokenService;
  /** Services a test puts in place of the real ones (a fixed clock, a mailer that records). */
  services?: ServiceOverrides;
  logger?: FastifyServerOptions['logger'];
  serveWeb?: boolean;
  /** Called before any route is added (the test app checks every answer against its schema). */
  instrument?: (app: FastifyInstance) => void;
};

export async function buildApp({
  config,
  database,
  tokens,
  services: overrides,
  logger,
  serveWeb = true,
  instrument,
}: AppOptions) {
  const app = Fastify({
    ...serverLoggingOptions(config.logLevel, logger),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Shutting down, a request that still arrives is served (and its connection closed after):
    // a load balancer that has not noticed yet gets answers, not 503s.
    return503OnClosing: false,
  });
  instrument?.(app);
  logEachRequest(app);
  closeConnectionsWhileClosing(app);
  const timelineStreams: OpenStreams = new Set();
  const metrics = createMetrics({
    db: database.db,
    connections: database.connections,
    openStreams: () => timelineStreams.size,
  });
  metrics.countRequests(app);
  parseJsonBodies(app, { emptyIsNoBody: true });
  // The embedded database runs one query at a time: a request's follow-ups go first there. A
  // PostgreSQL pool runs them side by side, and tracking costs every request a little.
  if (database.kind === 'pglite') trackRequestQueries(app);

  const deps = buildServices(config, database, { tokens, ...overrides }, app.log);
  const { db, readCache, mailer } = deps;
  await dropOnNotification(
    app,
    readCache,
    (listener) => database.listen(RESTAURANT_DETAILS_CHANNEL, listener),
    restaurantDetailKeys,
  );
  const openApiDocument = collectOpenApi(app);

  await app.register(fastifyCompress, { threshold: 1024 });
  await registerSecurityHeaders(app, { cspDirectives: { imgSrc: LISTING_PICTURE_SOURCES } });
  await app.register(fastifyRateLimit, rateLimitOptions(database));
  await app.register(authenticatePlugin, { db, tokens: deps.tokens });
  registerErrorHandler(app);
  useZodContracts(app);

  // The e-mail waiting to go out tells an operator (and the bench) whether the process is busy.
  app.get('/api/health', async () => ({
    status: 'ok',
    database: database.kind,
    mail: { waiting: await countWaitingJobs(db, EMAIL_QUEUE) },
  }));
  let workersRunning = () => false; // until they are built below
  readinessRoute(
    app,
    createReadinessCheck({
      db,
      migrationsFolder: MIGRATIONS_FOLDER,
      workersRunning: () => workersRunning(),
      log: app.log,
    }),
  );
  serveMetrics(app, metrics, { ...config.metrics, host: config.host });
  await app.register(authRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(imagesRoutes);
  await app.register(geocodingRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(restaurantsRoutes, deps);
  await app.register(listingReviewRoutes, deps);
  await app.register(businessContactRoutes, deps);
  await app.register(crawlRoutes, deps);
  await app.register(topicSearchRoutes, deps);
  await app.register(mailboxRoutes, deps);
  await app.register(claimsRoutes, deps);
  await app.register(claimReviewRoutes, deps);
  await app.register(claimUploadRoutes, deps);
  await app.register(ownerConsoleRoutes, deps);
  await app.register(floorRoutes, deps);
  await app.register(hostStandRoutes, {
    ...deps,
    listenForBookings: (listener) => database.listen(RESTAURANT_BOOKINGS_CHANNEL, listener),
    openStreams: timelineStreams,
  });
  await app.register(notifyRoutes, deps);
  await app.register(invitationsRoutes, deps);
  await app.register(notificationsRoutes, deps);
  await app.register(waitlistRoutes, deps);
  await app.register(textMessaging, { ...deps, embedded: database.kind === 'pglite' });
  await app.register(galleryRoutes, deps);
  await app.register(availabilityRoutes, deps);
  await app.register(reservationsRoutes, deps);
  await app.register(reviewsRoutes, deps);
  await app.register(savedRestaurantsRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(seoRoutes, { db, publicUrl: config.site.publicUrl });
  app.get('/api/docs', async () => openApiDocument());
  await app.register(searchForwarder, {
    serviceUrl: config.searchService.url,
    timeoutMs: config.searchService.timeoutMs,
    limitPerMinute: config.searchService.limitPerMinute,
  });

  // Background work in this process: delivering the outbox's e-mail, queueing reminders,
  // removing claim uploads that no claim named within a day, and sign-in counters past use.
  const emailWorker = createEmailWorker({ db, mailer, log: app.log, pollMs: config.jobPollMs });
  const uploadExpiry = createUploadExpiryWorker({
    db,
    store: deps.claimFiles,
    log: app.log,
    pollMs: config.jobPollMs,
  });
  const notifyWorkers = createNotifyWorkers({
    db,
    context: { mail: config.site, holdMinutes: config.notifyHoldMinutes },
    now: deps.now,
    log: app.log,
    pollMs: config.jobPollMs,
  });
  const workers = [emailWorker, uploadExpiry, ...notifyWorkers];
  workersRunning = () => workers.every((worker) => worker.running);
  let reminders: PeriodicSweep | null = null;
  let staleAttempts: PeriodicSweep | null = null;
  let endedCounters: PeriodicSweep | null = null;
  app.addHook('onReady', async () => {
    // PGlite is one process: a delivery still marked running was cut off by this process's death.
    if (database.kind === 'pglite') {
      await releaseOrphanedJobs(db, EMAIL_QUEUE);
      await releaseOrphanedJobs(db, CLAIM_UPLOAD_EXPIRY_QUEUE);
      await releaseOrphanedJobs(db, NOTIFY_OFFERS_QUEUE);
      await releaseOrphanedJobs(db, NOTIFY_HOLD_EXPIRY_QUEUE);
    }
    emailWorker.start();
    uploadExpiry.start();
    for (const worker of notifyWorkers) worker.start();
    reminders = startReminderSweeps(db, config.site, config.reminderSweepMs, app.log);
    staleAttempts = startStaleAttemptSweeps(db, config.loginLimit.windowSeconds, app.log);
    if (database.kind === 'postgres') endedCounters = startRateLimitSweeps(db, app.log);
  });
  app.addHook('onClose', async () => {
    await reminders?.stop();
    await staleAttempts?.stop();
    await endedCounters?.stop();
    await emailWorker.stop();
    await uploadExpiry.stop();
    await Promise.all(notifyWorkers.map((worker) => worker.stop()));
    mailer.close();
  });

  const webServed = serveWeb && (await serveWebApp(app, config.webDistDir));
  if (webServed) {
    await servePublicPages(app, {
      distDir: config.webDistDir,
      origin: config.site.publicUrl,
    });
  }
  // Public pages have routes of their own (servePublicPages); any other page is the app's shell.
  app.setNotFoundHandler(async (request, reply) => {
    if (webServed && isPageRequest(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(routeNotFoundBody(request.method, request.url));
  });
  return app;
}
