import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createAccountApi, createCredentialsApi, createProfileApi, createUiSettingsApi } from '../api/settings-api.js';
import { accountFixture, profileFixture } from '../testing/settings-fixtures.js';
import {
  createAccountSettingsStore,
  createEmailChangeStore,
  createPasswordChangeStore,
  createProfileFormStore,
  createToastDurationStore,
} from './settings-stores.js';

describe('profile form', () => {
  it('loads, tracks changes, saves and says so', async () => {
    const fake = createFakeApi({
      'GET /profiles/{id}': { status: 200, body: profileFixture() },
      'PATCH /profiles/{id}': ({ body }) => ({ status: 200, body: profileFixture({ ...body }) }),
    });
    const store = createProfileFormStore(createProfileApi(fake.client, 31));
    expect(store.view).toMatchObject({ status: 'loading', editable: false });
    await store.load();
    expect(store.view).toMatchObject({ status: 'ready', editable: true, dirty: false, values: { name: 'Uma Patel', timeZone: 'America/New_York' } });
    store.change('title', 'Lead Coordinator');
    expect(store.view.dirty).toBe(true);
    store.change('title', 'Patient Experience Coordinator');
    expect(store.view.dirty).toBe(false);
    store.change('phone', '');
    expect(await store.submit()).toBe(true);
    expect(fake.calls('PATCH /profiles/{id}')[0]?.body).toEqual({ name: 'Uma Patel', title: 'Patient Experience Coordinator', phone: null, timezone: 'America/New_York' });
    expect(store.view).toMatchObject({ dirty: false, notice: 'Profile saved.' });
  });

  it('shows a rule error only once the field is touched, sends nothing while it stands, and keeps the server\'s field error with what was typed', async () => {
    const fake = createFakeApi({
      'GET /profiles/{id}': { status: 200, body: profileFixture() },
      'PATCH /profiles/{id}': { status: 400, body: { status: 400, code: 'validation_failed', error: 'name is too long', field: 'name' } },
    });
    const store = createProfileFormStore(createProfileApi(fake.client, 31));
    await store.load();
    expect(store.view.errors).toEqual({});
    store.change('name', '');
    expect(store.view.errors).toEqual({ name: 'Enter your name.' });
    expect(await store.submit()).toBe(false);
    expect(fake.calls('PATCH /profiles/{id}')).toHaveLength(0);
    store.change('name', 'Uma the Great');
    expect(await store.submit()).toBe(false);
    expect(store.view).toMatchObject({ values: { name: 'Uma the Great' }, errors: { name: 'name is too long' }, dirty: true });
    store.change('name', 'Uma');
    expect(store.view.errors).toEqual({});
  });

  it('says why loading failed and loads again on retry', async () => {
    const fake = createFakeApi({ 'GET /profiles/{id}': failure(500, 'Database is down') });
    const store = createProfileFormStore(createProfileApi(fake.client, 31));
    await store.load();
    expect(store.view).toMatchObject({ status: 'error', loadError: 'Database is down', editable: false });
    fake.on('GET /profiles/{id}', { status: 200, body: profileFixture() });
    await store.load();
    expect(store.view.status).toBe('ready');
  });
});

describe('e-mail change', () => {
  it('sends the new address and says where the link went, then empties the form', async () => {
    const fake = createFakeApi({
      'POST /users/{id}/email_change': { status: 202, body: { pending_email: 'uma.new@harbor.test', expires_at: '2026-03-02T10:00:00.000Z' } },
    });
    const store = createEmailChangeStore(createCredentialsApi(fake.client, 21), 'user@harbor.test');
    store.change('email', ' uma.new@harbor.test ');
    expect(await store.submit()).toBe(true);
    expect(fake.calls('POST /users/{id}/email_change')[0]?.body).toEqual({ email: 'uma.new@harbor.test' });
    expect(store.view.notice).toMatch(/^We sent a link to uma\.new@harbor\.test\./);
    expect(store.view.values).toEqual({ email: '' });
  });

  it('a taken address (409) shows under the field, keeping what was typed', async () => {
    const fake = createFakeApi({
      'POST /users/{id}/email_change': { status: 409, body: { status: 409, code: 'conflict', error: 'A user with that e-mail already exists', field: 'email' } },
    });
    const store = createEmailChangeStore(createCredentialsApi(fake.client, 21), 'user@harbor.test');
    store.change('email', 'admin@harbor.test');
    expect(await store.submit()).toBe(false);
    expect(store.view).toMatchObject({ values: { email: 'admin@harbor.test' }, errors: { email: 'A user with that e-mail already exists' }, notice: null });
  });
});

describe('password change', () => {
  it('checks the match rule before sending, then sends and empties the form', async () => {
    const fake = createFakeApi({ 'POST /users/{id}/password': { status: 204 } });
    const store = createPasswordChangeStore(createCredentialsApi(fake.client, 21));
    store.change('current', 'locus-demo');
    store.change('password', 'a-new-secret');
    store.change('confirmation', 'a-new-secreT');
    expect(await store.submit()).toBe(false);
    expect(store.view.errors).toEqual({ confirmation: 'The passwords do not match.' });
    store.change('confirmation', 'a-new-secret');
    expect(await store.submit()).toBe(true);
    expect(fake.calls('POST /users/{id}/password')[0]?.body).toEqual({ current_password: 'locus-demo', password: 'a-new-secret', password_confirmation: 'a-new-secret' });
    expect(store.view).toMatchObject({ values: { current: '', password: '', confirmation: '' }, notice: 'Your password was changed. Your other devices were signed out.' });
  });

  it('a wrong current password (422 on current_password) shows under that field', async () => {
    const fake = createFakeApi({
      'POST /users/{id}/password': { status: 422, body: { status: 422, code: 'unprocessable', error: 'Your current password is not correct', field: 'current_password' } },
    });
    const store = createPasswordChangeStore(createCredentialsApi(fake.client, 21));
    store.change('current', 'wrong');
    store.change('password', 'a-new-secret');
    store.change('confirmation', 'a-new-secret');
    expect(await store.submit()).toBe(false);
    expect(store.view.errors).toEqual({ current: 'Your current password is not correct' });
  });
});

describe('toast duration', () => {
  it('[P4-075] the stored duration is applied to the toasts when read and when saved', async () => {
    const applied: number[] = [];
    const fake = createFakeApi({
      'GET /users/{id}/ui_settings': { status: 200, body: { toast_duration_ms: 8000 } },
      'PUT /users/{id}/ui_settings': ({ body }) => ({ status: 200, body: { toast_duration_ms: body.toast_duration_ms ?? null } }),
    });
    const store = createToastDurationStore(createUiSettingsApi(fake.client, 21), (ms) => applied.push(ms));
    await store.load();
    expect(store.view.values).toEqual({ duration: '8000' });
    store.change('duration', '0');
    expect(await store.submit()).toBe(true);
    expect(fake.calls('PUT /users/{id}/ui_settings')[0]?.body).toEqual({ toast_duration_ms: 0 });
    expect(applied).toEqual([8000, 0]);
  });

  it('[P4-074] never stored: the 4000 ms default', async () => {
    const applied: number[] = [];
    const fake = createFakeApi({ 'GET /users/{id}/ui_settings': { status: 200, body: { toast_duration_ms: null } } });
    const store = createToastDurationStore(createUiSettingsApi(fake.client, 21), (ms) => applied.push(ms));
    await store.load();
    expect(applied).toEqual([4000]);
  });
});

describe('account settings', () => {
  it('an admin edits name, industry, time zone and logo; an unknown zone from the server lands on its field', async () => {
    const fake = createFakeApi({
      'GET /accounts/{id}': { status: 200, body: accountFixture() },
      'PATCH /accounts/{id}': ({ body }) => ({ status: 200, body: accountFixture({ ...body }) }),
    });
    const store = createAccountSettingsStore(createAccountApi(fake.client, 1), true).form;
    await store.load();
    expect(store.view).toMatchObject({ editable: true, values: { name: 'Harbor Dental Group', vertical: 'healthcare', timeZone: 'America/New_York', logoUrl: '' } });
    store.change('timeZone', 'America/Chicago');
    store.change('logoUrl', 'https://cdn.example.test/harbor.png');
    expect(await store.submit()).toBe(true);
    expect(fake.calls('PATCH /accounts/{id}')[0]?.body).toEqual({
      name: 'Harbor Dental Group', vertical: 'healthcare', time_zone: 'America/Chicago', logo_url: 'https://cdn.example.test/harbor.png',
    });
    fake.on('PATCH /accounts/{id}', { status: 422, body: { status: 422, code: 'unprocessable', error: 'Etc/Nowhere is not a known time zone', field: 'time_zone' } });
    store.change('name', 'Harbor Dental');
    expect(await store.submit()).toBe(false);
    expect(store.view.errors).toEqual({ timeZone: 'Etc/Nowhere is not a known time zone' });
  });

  it('an uploaded logo file fills the logo field with the URL it is served at; a refused file says why there', async () => {
    const fake = createFakeApi({
      'GET /accounts/{id}': { status: 200, body: accountFixture() },
      'POST /upload': { status: 201, body: { s3_path: 'uploads/1/logo.png', filename: 'logo.png', size: 4, mime_type: 'image/png' } },
    });
    const settings = createAccountSettingsStore(createAccountApi(fake.client, 1), true);
    await settings.form.load();
    const upload = settings.uploadLogo(new Blob(['png!'], { type: 'image/png' }), 'logo.png');
    expect(settings.form.view.filling).toBe('logoUrl');
    expect(await upload).toBe(true);
    expect(settings.form.view).toMatchObject({ filling: null, dirty: true, values: { logoUrl: '/api/media_files/uploads%2F1%2Flogo.png' } });
    fake.on('POST /upload', { status: 422, body: { status: 422, code: 'unprocessable', error: 'The logo must be an image' } });
    expect(await settings.uploadLogo(new Blob(['x']), 'notes.txt')).toBe(false);
    expect(settings.form.view.errors).toEqual({ logoUrl: 'The logo must be an image' });
  });

  it('others read it without editing', async () => {
    const fake = createFakeApi({ 'GET /accounts/{id}': { status: 200, body: accountFixture() } });
    const store = createAccountSettingsStore(createAccountApi(fake.client, 1), false).form;
    await store.load();
    store.change('name', 'Mine now');
    expect(store.view).toMatchObject({ editable: false, values: { name: 'Harbor Dental Group' } });
    expect(await store.submit()).toBe(false);
  });
});
