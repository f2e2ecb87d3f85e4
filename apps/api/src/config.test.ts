import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('refuses to start in production without secrets, naming each one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production without: JWT_SECRET, ADMIN_SECRET_KEY, PUBLIC_URL',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'ADMIN_SECRET_KEY',
    );
  });

  it("refuses to start in production without the public address diners' e-mails link to", () => {
    const secrets = { JWT_SECRET: 'x'.repeat(40), ADMIN_SECRET_KEY: 'a-real-secret' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(
      'Refusing to start in production without: PUBLIC_URL',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      ...secrets,
      PUBLIC_URL: 'https://tablefor.example',
    });
    expect(config.site.publicUrl).toBe('https://tablefor.example');
  });

  it('lists every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'short' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });
});

describe('operations settings', () => {
  it('logs for people in development and on a terminal, JSON in production and elsewhere', () => {
    const production = {
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_SECRET_KEY: 'k',
      PUBLIC_URL: 'https://t.example',
    };
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }, { terminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', ...production }).logFormat).toBe('json');
    expect(
      loadConfig({ NODE_ENV: 'production', ...production }, { terminal: true }).logFormat,
    ).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow('LOG_FORMAT');
  });

  it('serves no metrics unless asked, with a token long enough and a port of their own', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toEqual({
      token: undefined,
      port: undefined,
    });
    expect(
      loadConfig({ METRICS_TOKEN: 'a-long-enough-token', METRICS_PORT: '9464' }).metrics,
    ).toEqual({ token: 'a-long-enough-token', port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('at least 16 characters');
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow('METRICS_PORT');
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
  });

  it('waits 10 seconds for requests in flight on SIGTERM, or as configured', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }).shutdownTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow('SHUTDOWN_TIMEOUT_MS');
  });
});

describe('upload storage', () => {
  const bucket = {
    UPLOADS_S3_BUCKET: 'tablefor-uploads',
    UPLOADS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    UPLOADS_S3_SECRET_ACCESS_KEY: 'a-secret-key',
  };

  it('keeps uploads in the local folder unless a bucket is named', () => {
    expect(loadConfig({}).uploadsS3).toBeUndefined();
    expect(loadConfig({ UPLOADS_S3_BUCKET: '' }).uploadsS3).toBeUndefined();
    expect(loadConfig({ UPLOADS_DIR: '/srv/uploads' }).uploadsDir).toBe('/srv/uploads');
  });

  it('reads the bucket, with AWS S3 in us-east-1 and virtual-hosted addresses by default', () => {
    expect(loadConfig(bucket).uploadsS3).toEqual({
      bucket: 'tablefor-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'a-secret-key' },
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        ...bucket,
        UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        UPLOADS_S3_REGION: 'eu-west-3',
        UPLOADS_S3_FORCE_PATH_STYLE: 'true',
        UPLOADS_S3_PUBLIC_URL: 'https://cdn.tablefor.example/',
      }).uploadsS3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
      publicUrl: 'https://cdn.tablefor.example',
    });
  });

  it("leaves credentials to the SDK's own chain (an instance role) when none are given", () => {
    expect(loadConfig({ UPLOADS_S3_BUCKET: 'b' }).uploadsS3?.credentials).toBeUndefined();
  });

  it('refuses half a configuration and values that are not what they say', () => {
    expect(() => loadConfig({ UPLOADS_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'UPLOADS_S3_ENDPOINT set without UPLOADS_S3_BUCKET',
    );
    expect(() =>
      loadConfig({ UPLOADS_S3_BUCKET: 'b', UPLOADS_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }),
    ).toThrow('UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ ...bucket, UPLOADS_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'UPLOADS_S3_FORCE_PATH_STYLE',
    );
    expect(() => loadConfig({ ...bucket, UPLOADS_S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      'UPLOADS_S3_ENDPOINT',
    );
    expect(() => loadConfig({ ...bucket, UPLOADS_S3_PUBLIC_URL: 'cdn.example' })).toThrow(
      'UPLOADS_S3_PUBLIC_URL',
    );
  });
});
