import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

/** Every log line the app writes, parsed. */
function logCollector() {
  const lines: { msg?: string; to?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

async function askForReset(t: TestApp, email: string) {
  const response = await t.app.inject({ method: 'POST', url: `/api/accounts/forgot_pass/${email}` });
  expect(response.statusCode).toBe(200);
}

describe('the mail viewer and the log, with MAIL_OUTBOX_API=1 outside production', () => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    t = await buildTestApp({
      env: { MAIL_OUTBOX_API: '1', NODE_ENV: 'development', LOG_LEVEL: 'info' },
      logTo: log.stream,
    });
  });
  afterAll(() => t.close());

  it('prints the whole message, reset link included, in the log', async () => {
    const me = await createUser(t);
    await askForReset(t, me.email);
    // The reset mail, not the one that verified the address at registration.
    const line = log.lines.find((entry) => entry.to === me.email && /resetPassword=/.test(String(entry.msg)));
    expect(line?.msg).toMatch(new RegExp(`${t.config.publicUrl}/\\?resetPassword=[0-9a-f-]{36}`));
  });
});

describe('the mail viewer page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { MAIL_OUTBOX_API: '1' } });
  });
  afterAll(() => t.close());

  it('lists sent mail newest first, with recipient, subject, time and clickable links', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    await askForReset(t, first.email);
    await askForReset(t, second.email);

    const page = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    expect(html.indexOf(second.email)).toBeGreaterThan(-1);
    expect(html.indexOf(second.email)).toBeLessThan(html.indexOf(first.email));
    expect(html).toMatch(/<h2>[^<]*password[^<]*<\/h2>/i);
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
    expect(html).toMatch(new RegExp(`<a href="${t.config.publicUrl}/\\?resetPassword=[0-9a-f-]{36}">`));
  });

  it('shows the kind and the one-click unsubscribe headers of a mail its reader may turn off', async () => {
    const user = await createUser(t);
    await t.database.db.transaction((tx) =>
      createMailer({
        driver: 'outbox',
        logger: pino({ level: 'silent' }),
        publicUrl: t.config.publicUrl,
        logMessageText: false,
      }).send(tx, {
        to: user.email,
        kind: 'resultsFinished',
        values: { tournamentName: 'Copa Azul', link: `${t.config.publicUrl}/tournament/x` },
      }),
    );
    const html = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).body;
    const link = `${t.config.publicUrl}/api/mail/unsubscribe\\?token=[\\w-]{32}`;
    expect(html).toContain('<dt>Kind</dt><dd>resultsFinished</dd>');
    expect(html).toMatch(new RegExp(`<dt>List-Unsubscribe</dt><dd>&#60;<a href="${link}">`));
    expect(html).toContain('<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>');
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(user.email)}`,
    });
    expect(outbox.json().result[0]).toMatchObject({
      kind: 'resultsFinished',
      headers: {
        'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${link}>$`)),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('escapes what a message holds', async () => {
    const user = await createUser(t, { name: '<script>alert(1)</script>' });
    await askForReset(t, user.email);
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('Hello &#60;script&#62;');
  });
});

describe('in production, without MAIL_OUTBOX_API', () => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    t = await buildTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info' }, logTo: log.stream });
  });
  afterAll(() => t.close());

  it('has no mail viewer and no outbox API (404)', async () => {
    for (const url of ['/api/dev/mail', '/api/dev/outbox?to=someone@example.com']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('logs who a mail went to, never its link', async () => {
    const me = await createUser(t);
    await askForReset(t, me.email);
    const line = log.lines.find((entry) => entry.to === me.email);
    expect(line?.msg).toBe('mail queued in the outbox');
    expect(JSON.stringify(log.lines)).not.toContain('resetPassword=');
  });
});
