import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register } from '../support/accounts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/** Password recovery over a real local SMTP receiver (smtp-server), and with a dead SMTP server. */
interface Received {
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
let smtp: SMTPServer;
let port = 0;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as net.AddressInfo).port;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  t.ctx.services.mail.close();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function decode(raw: string): string {
  const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(raw)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(raw)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe(`password recovery over SMTP (${TEST_DB_KIND})`, () => {
  it('mails the code to the local SMTP server; the code sets the new password', async () => {
    const m = await register(t, 'mailuser');
    const res = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: m.email } });
    expect(res.json().code).toBe(200);
    expect(inbox).toHaveLength(1);
    expect(inbox[0].to).toEqual([m.email]);
    const text = decode(inbox[0].raw);
    expect(text).toContain('找回密码验证码');
    const code = /验证码是 (\d{6})/.exec(text)![1];
    const row = await t.ctx.repos.outbox.latestTo(m.email);
    expect(row!.sent_at).toBe(t.clock.now());

    const ok = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: m.email, code, password: 'via-smtp-pass' } });
    expect(ok.json().code).toBe(200);
    expect((await login(t, 'mailuser', 'via-smtp-pass', '10.8.8.8')).json().code).toBe(200);
  });

  it('an unknown address gets the same reply and no mail', async () => {
    const before = inbox.length;
    const res = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: 'ghost@example.com' } });
    expect(res.json()).toMatchObject({ code: 200, msg: '若该邮箱已注册，验证码已发送到邮箱，15 分钟内有效' });
    expect(inbox.length).toBe(before);
  });

  it('a dead SMTP server records the failure in the outbox and never answers 500', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const t2 = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}` } });
    try {
      const m = await register(t2, 'deadmail');
      const res = await t2.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: m.email } });
      expect(res.statusCode).toBe(200);
      const row = await t2.ctx.repos.outbox.latestTo(m.email);
      expect(row!.sent_at).toBeNull();
      expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      t2.ctx.services.mail.close();
      await t2.close();
    }
  });
});
