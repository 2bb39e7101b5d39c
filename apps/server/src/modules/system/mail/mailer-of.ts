import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.ts';
import { httpMailer, logMailer, type OwnedMailer } from './mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** The mailer `MAIL_PROVIDER` names (one per app); config.ts has already refused an incomplete setting. */
export function mailerOf(config: Config, log: FastifyBaseLogger): OwnedMailer {
  if (config.mailProvider === 'smtp' && config.mailSmtp && config.mailFrom) {
    return smtpMailer(config.mailSmtp, config.mailFrom, log);
  }
  if (config.mailProvider === 'http' && config.mailHttpUrl) return httpMailer(config.mailHttpUrl, config.mailHttpToken);
  return logMailer(log);
}
