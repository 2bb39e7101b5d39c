import type net from 'node:net';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { deliveryRepository } from './delivery-repository.ts';
import { insertTestEvent } from './outbox-repository.ts';
import { type SubscriptionInput, subscriptionRepository as subs } from './subscription-repository.ts';
import { newSecret } from './webhook-sign.ts';
import { urlProblem } from './webhook-target.ts';

/** Subscriptions and their deliveries, as the console and the API change them (docs/api.md "Webhooks"). */
export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly allow: net.BlockList,
  ) {}

  private checkUrl(url: string | undefined) {
    const problem = url === undefined ? null : urlProblem(url, this.allow);
    if (problem) throw new AppError(400, `webhook.${problem}` as const, { url: url! }, { field: 'url' });
  }

  private async checkName(name: string | undefined, id?: number) {
    if (name === undefined) return;
    const other = await subs.byName(this.db, name);
    if (other && other.id !== id) throw new AppError(409, 'webhook.nameTaken', { name }, { field: 'name' });
  }

  /** A new subscription and its secret, shown this once. */
  async add(v: SubscriptionInput, userId: number | null) {
    this.checkUrl(v.url);
    await this.checkName(v.name);
    const secret = newSecret();
    const id = await subs.add(this.db, { ...v, secret, createdBy: userId });
    return { id, secret };
  }

  async update(id: number, v: Partial<SubscriptionInput>) {
    this.checkUrl(v.url);
    await this.checkName(v.name, id);
    if (!(await subs.update(this.db, id, v))) throw notFound();
  }

  async remove(id: number) {
    if (!(await subs.remove(this.db, id))) throw notFound();
  }

  async rotate(id: number) {
    const secret = newSecret();
    if (!(await subs.rotate(this.db, id, secret))) throw notFound();
    return { id, secret };
  }

  /** A `webhook.test` event for this subscription alone, delivered like any other. */
  async test(id: number, by: string) {
    await this.db.transaction(async (tx) => {
      if (!(await subs.exists(tx, id))) throw notFound();
      await insertTestEvent(tx, id, { subscription: id, by });
    });
  }

  resend = (ids: number[]) => deliveryRepository.resend(this.db, ids);
  attempts = (id: number) => deliveryRepository.attempts(this.db, id);
  all = () => subs.all(this.db);
}
