import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../index';
import { authConfig } from '../../config';

const base = { APP_ENV: 'test' };
const google = { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' };
const github = { GITHUB_CLIENT_ID: 'github-id', GITHUB_CLIENT_SECRET: 'github-secret' };

describe('sign-in configuration', () => {
  it('enables each provider only with its id and secret', () => {
    expect(authConfig({ ...base, ...google, GITHUB_CLIENT_ID: '', GITHUB_CLIENT_SECRET: '' })).toEqual({
      google: { clientId: 'google-id', clientSecret: 'google-secret' },
      github: null,
      local: null,
    });
    expect(() => authConfig({ ...base, GOOGLE_CLIENT_ID: 'google-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('accepts the local provider only on a loopback issuer, and never in production', () => {
    const local = { OIDC_CLIENT_ID: 'local', OIDC_CLIENT_SECRET: 'secret' };
    expect(authConfig({ ...base, ...local, OIDC_ISSUER: 'http://127.0.0.1:4000/' }).local).toEqual({
      issuer: 'http://127.0.0.1:4000',
      clientId: 'local',
      clientSecret: 'secret',
    });
    expect(authConfig({ ...base, ...local, OIDC_ISSUER: 'http://localhost:4000' }).local).not.toBeNull();
    expect(() => authConfig({ ...base, ...local, OIDC_ISSUER: 'https://login.example.com' })).toThrow(/loopback/);
    expect(() => authConfig({ ...base, ...local, OIDC_ISSUER: 'http://127.0.0.1.example.com' })).toThrow(/loopback/);
    expect(() => authConfig({ ...local, APP_ENV: 'production', OIDC_ISSUER: 'http://127.0.0.1:4000' })).toThrow(
      /production/,
    );
  });

  it('shows a provider chooser when several providers are configured', async () => {
    const response = await app.request(
      'http://localhost/api/login?login_hint=a@example.com',
      {},
      { ...env, ...google, ...github },
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Continue with Google');
    expect(page).toContain('Continue with GitHub');
    expect(page).toContain('Continue with Local test account');
    expect(page).toContain('/api/login?provider=github&amp;login_hint=a%40example.com');
  });

  it('sends a chosen real provider to its own authorization page', async () => {
    const response = await app.request('http://localhost/api/login?provider=google', {}, { ...env, ...google });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('google-id');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost/api/callback/google');
  });

  it('answers 503 when no provider is configured', async () => {
    const response = await app.request('http://localhost/api/login', {}, { ...env, OIDC_ISSUER: '' });
    expect(response.status).toBe(503);
  });
});
