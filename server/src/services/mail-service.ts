import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../lib/time';
import type { OutboxRepository } from '../repositories/outbox-repository';

export interface MailLogger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Sends mail over SMTP when SMTP_URL is set (e.g. smtp://user:pass@host:587). Every mail is also
 * written to the outbox table first; without SMTP_URL the outbox and the server log are the
 * mailbox, so password recovery works on the embedded default.
 */
export class MailService {
  private transporter: Transporter | undefined;
  readonly from = process.env.MAIL_FROM || 'ujuso <no-reply@ujuso.local>';

  constructor(
    private readonly smtpUrl: string | undefined,
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
    private readonly log: MailLogger = { info: (m) => console.log(m), warn: (m) => console.warn(m) },
  ) {}

  get smtpEnabled(): boolean {
    return Boolean(this.smtpUrl);
  }

  /** Returns true when the mail went out over SMTP (or was logged to the outbox without SMTP). */
  async send(to: string, subject: string, text: string): Promise<boolean> {
    const id = await this.outbox.insert({ to_addr: to, subject, body: text, created_at: this.clock.now() });
    if (!this.smtpUrl) {
      this.log.info(`[ujuso] 未配置 SMTP_URL，邮件已写入 outbox #${id}：收件人 ${to}，主题「${subject}」\n${text}`);
      return true;
    }
    try {
      this.transporter ??= nodemailer.createTransport(this.smtpUrl);
      await this.transporter.sendMail({ from: this.from, to, subject, text });
      await this.outbox.markSent(id, this.clock.now());
      return true;
    } catch (err) {
      const message = (err as Error).message ?? String(err);
      await this.outbox.markFailed(id, message);
      this.log.warn(`[ujuso] 邮件发送失败（outbox #${id}）：${message}`);
      return false;
    }
  }

  close(): void {
    this.transporter?.close();
  }
}
