import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliveryRepository } from './delivery-repository.ts';
import { allowListOf } from './webhook-target.ts';
import { WebhookWorker } from './webhook-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's delivering loop, when WEBHOOKS is on; tests run passes of their own through it. */
    webhooks: WebhookWorker;
  }
}

/**
 * The delivering loop, when the config asks for it (WEBHOOKS; off under tests): started once the app is ready,
 * stopped, after its deliveries in progress, when the app closes. The routes are webhook-routes.ts.
 */
export const webhookPlugin = fp(async (app: FastifyInstance) => {
  const allow = allowListOf(app.config.webhookAllow);
  const worker = new WebhookWorker(app.database, {
    allow,
    timeoutMs: app.config.webhookTimeoutMs,
    retryScale: app.config.webhookRetryScale,
    pollMs: 1000,
    batch: 16,
    lanes: 4,
    fanOutMs: 100,
    log: app.log,
    onAttempt: (outcome) => app.metrics.webhookDeliveries.inc({ outcome }),
  });
  app.decorate('webhooks', worker);
  app.metrics.setWebhookBacklog(() => deliveryRepository.backlog(app.db));
  if (!app.config.webhooks) return;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
