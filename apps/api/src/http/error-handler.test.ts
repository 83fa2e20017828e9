import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrameworkServer, type FrameworkServer } from './fixtures/framework-app.js';
import { toErrorBody, UNEXPECTED_ERROR } from './error-handler.js';
import { conflict } from './http-error.js';

describe('toErrorBody', () => {
  it('keeps an HttpError status, code, message and field', () => {
    expect(toErrorBody(conflict('name is already taken', 'name'))).toEqual({
      status: 409,
      code: 'conflict',
      error: 'name is already taken',
      field: 'name',
    });
  });

  it('maps PostgreSQL data exceptions (class 22: out of range, bad text) to a 400, other database errors stay 500', () => {
    const pgError = (code: string) => Object.assign(new Error('value "3000000000" is out of range for type integer'), { code });
    expect(toErrorBody(pgError('22003'))).toEqual({ status: 400, code: 'bad_request', error: 'A number in the request is out of range' });
    expect(toErrorBody(pgError('22P02'))).toEqual({ status: 400, code: 'bad_request', error: 'A value in the request is not valid' });
    expect(toErrorBody(pgError('23503'))).toBeUndefined();
    expect(toErrorBody(pgError('57014'))).toBeUndefined();
  });

  it('leaves unknown errors to the 500 path', () => {
    expect(toErrorBody(new Error('boom'))).toBeUndefined();
    expect(toErrorBody(Object.assign(new Error('db down'), { statusCode: 503 }))).toBeUndefined();
  });
});

describe('error replies over HTTP', () => {
  let server: FrameworkServer;
  beforeAll(async () => {
    server = await startFrameworkServer();
  });
  afterAll(() => server.close());

  const createWidget = (body: unknown) => server.call('POST', '/api/widgets', { body });

  it('a too long field is a 400 naming the field in words', async () => {
    const reply = await createWidget({ name: 'x'.repeat(61) });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      status: 400,
      code: 'validation_failed',
      error: 'name must NOT have more than 60 characters',
      field: 'name',
    });
  });

  it('a missing required field reads "<field> is required"', async () => {
    const reply = await createWidget({ email: 'a@b.co' });
    expect(reply.body).toMatchObject({ status: 400, error: 'name is required', field: 'name' });
  });

  it('a nested field is named by its dotted path', async () => {
    const reply = await createWidget({ name: 'Lamp', hours: { monday: [{ open_time: '9am' }] } });
    expect(reply.body).toMatchObject({ field: 'hours.monday.0.open_time' });
    expect((reply.body as { error: string }).error).toMatch(/^hours\.monday\.0\.open_time must match pattern/);
  });

  it('formats are checked (email, date)', async () => {
    expect((await createWidget({ name: 'Lamp', email: 'not-an-email' })).body).toMatchObject({
      error: 'email must match format "email"',
      field: 'email',
    });
    expect((await createWidget({ name: 'Lamp', opens_on: '2026-13-40' })).body).toMatchObject({ field: 'opens_on' });
  });

  it('a property the contract does not allow is named', async () => {
    const reply = await createWidget({ name: 'Lamp', colour: 'red' });
    expect(reply.body).toMatchObject({ status: 400, error: 'colour is not allowed', field: 'colour' });
  });

  it('a body of the wrong type is a 400 about the request body', async () => {
    const reply = await createWidget([1, 2]);
    expect(reply.status).toBe(400);
    expect((reply.body as { error: string }).error).toMatch(/^request body must be object/);
  });

  it('query limits are named: per_page must be <= 500', async () => {
    const reply = await server.call('GET', '/api/echo?per_page=501');
    expect(reply.body).toEqual({ status: 400, code: 'validation_failed', error: 'per_page must be <= 500', field: 'per_page' });
  });

  it('an enum query value lists the allowed values', async () => {
    const reply = await server.call('GET', '/api/echo?sort[by]=colour');
    expect(reply.body).toMatchObject({ error: 'sort[by] must be one of: name, created_at', field: 'sort[by]' });
  });

  it('a path parameter of the wrong type is a 400, not a 500', async () => {
    const reply = await server.call('POST', '/api/widgets/abc');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation_failed', field: 'id' });
  });

  it('query values are coerced to the contract types, with defaults', async () => {
    const reply = await server.call('GET', '/api/echo?per_page=20&ids=3&sort[by]=name&nonce=x1');
    expect(reply.body).toEqual({ query: { page: 1, per_page: 20, ids: [3], 'sort[by]': 'name', nonce: 'x1' } });
  });

  it('malformed JSON is a 400', async () => {
    const reply = await server.call('POST', '/api/widgets', { body: '{"name": ' });
    expect(reply.body).toEqual({ status: 400, code: 'bad_request', error: 'The request body is not valid JSON' });
  });

  it('a body over the limit is a 413', async () => {
    const reply = await createWidget({ name: 'Lamp', padding: 'x'.repeat(1_100_000) });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('an unknown route is a 404 with the Error body', async () => {
    const reply = await server.call('GET', '/api/nowhere?x=1');
    expect(reply.body).toEqual({ status: 404, code: 'not_found', error: 'No route for GET /api/nowhere' });
  });

  it('an unexpected failure is a 500 that reveals nothing', async () => {
    const reply = await server.call('GET', '/api/boom');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ status: 500, code: 'internal_error', error: UNEXPECTED_ERROR });
  });

  it('an operation without a handler answers 501 when missing handlers are allowed (tests only)', async () => {
    const reply = await server.call('GET', '/api/not-yet');
    expect(reply.body).toMatchObject({ status: 501, code: 'not_implemented' });
  });
});
