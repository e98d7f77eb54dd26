import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080 and PGlite under ./data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/tightlines' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe('/srv/tightlines/data');
    expect(config.DATABASE_POOL_MAX).toBe(4);
    expect(config.PASSWORD_HASH_COST).toBe(15);
  });

  it('treats DATA_DIR=memory:// as an in-memory database', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).inMemory).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/x' }, /DATABASE_URL must be a postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_POOL_MAX: '0' }, /DATABASE_POOL_MAX/],
    [{ DATABASE_POOL_MAX: 'many' }, /DATABASE_POOL_MAX/],
    [{ STORAGE_DRIVER: 's3' }, /S3_BUCKET is required when STORAGE_DRIVER=s3/],
    [{ STORAGE_DRIVER: 'local', S3_BUCKET: 'media' }, /S3_BUCKET is set but STORAGE_DRIVER=local/],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    ],
    [{ S3_BUCKET: 'Not A Bucket' }, /S3_BUCKET must be an S3 bucket name/],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://store' }, /S3_ENDPOINT/],
    [{ STORAGE_DRIVER: 'gcs' }, /STORAGE_DRIVER/],
    [{ REDIS_URL: '127.0.0.1:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ PASSWORD_HASH_COST: '9' }, /PASSWORD_HASH_COST/],
    [{ PASSWORD_HASH_COST: '17' }, /PASSWORD_HASH_COST/],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, /MAIL_FROM is required with SMTP_URL/],
    [{ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' }, /SMTP_URL must be an smtp:\/\//],
    [{ SMTP_URL: 'mail.example.com:587', MAIL_FROM: 'a@example.com' }, /SMTP_URL must be an smtp:\/\//],
    [{ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'nobody' }, /MAIL_FROM must be an e-mail address/],
    [{ MAIL_FROM: 'no-reply@example.com' }, /MAIL_FROM is set but SMTP_URL is not/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses the local test checkout on a public address unless it is chosen on purpose', () => {
    const publicUrl = { PUBLIC_URL: 'https://fish.example.com' };
    expect(() => loadConfig(publicUrl)).toThrow(
      /PUBLIC_URL \(fish\.example\.com\) is a public address but no payment platform is configured/,
    );
    expect(loadConfig({ ...publicUrl, PAYMENTS_DRIVER: 'local' }).payments).toEqual({ driver: 'local' });
    expect(
      loadConfig({ ...publicUrl, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments,
    ).toMatchObject({ driver: 'stripe' });
    for (const local of ['http://localhost:8080', 'http://127.0.0.1:8090', 'http://192.168.1.20:8080']) {
      expect(loadConfig({ PUBLIC_URL: local }).payments, local).toEqual({ driver: 'local' });
    }
    expect(loadConfig({}).payments).toEqual({ driver: 'local' });
  });

  it('keeps media on the local driver unless an S3 bucket is configured', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ S3_BUCKET: 'tightlines-media', S3_REGION: 'eu-west-3' }).storage).toEqual({
      driver: 's3',
      bucket: 'tightlines-media',
      region: 'eu-west-3',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      origin: 'https://tightlines-media.s3.eu-west-3.amazonaws.com',
    });
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://store.example.com:9000/',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toMatchObject({
      endpoint: 'https://store.example.com:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      origin: 'https://store.example.com:9000',
    });
  });

  it('keeps mail in the outbox unless SMTP_URL names a mail server, and never prints its password', () => {
    expect(loadConfig({}).mail).toEqual({ driver: 'outbox' });
    for (const url of [
      'smtp://user:p%40ss@mail.example.com:587',
      'smtps://mail.example.com',
      'smtp://10.0.0.5',
    ]) {
      const from = 'Tightlines <no-reply@example.com>';
      expect(loadConfig({ SMTP_URL: url, MAIL_FROM: from }).mail, url).toEqual({ driver: 'smtp', url, from });
    }
    expect(loadConfig({ SMTP_URL: 'smtp://h', MAIL_FROM: 'no-reply@example.com' }).mail).toMatchObject({
      from: 'no-reply@example.com',
    });
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://user:hunter2@mail example.com', MAIL_FROM: 'a@b.c' }),
    ).toThrow(/^(?!.*hunter2)/s);
  });

  it('ignores empty variables', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });

  it('refuses the mail outbox API in production, the default NODE_ENV', () => {
    for (const env of [{ MAIL_OUTBOX_API: '1' }, { MAIL_OUTBOX_API: 'true', NODE_ENV: 'production' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/MAIL_OUTBOX_API.*NODE_ENV=production/);
    }
    expect(loadConfig({ MAIL_OUTBOX_API: '1', NODE_ENV: 'test' }).MAIL_OUTBOX_API).toBe(true);
    expect(loadConfig({ MAIL_OUTBOX_API: '1', NODE_ENV: 'development' }).MAIL_OUTBOX_API).toBe(true);
  });
});
