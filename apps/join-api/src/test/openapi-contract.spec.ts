// The served OpenAPI document says what the API does (ARCHITECTURE.md: the document is generated
// from the routes' zod schemas), and the contract check every API test runs through can fail.
import Ajv2020 from 'ajv/dist/2020';
import { ContractError, contractChecker } from './contract-check';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
let document: any;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.call({ url: '/api/openapi.json' })).body;
});
afterAll(() => t?.close());

const json = { 'content-type': 'application/json; charset=utf-8' };
const parent = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneCountryCode: '+1',
  phoneNumber: '5125550101',
};

describe('the served document', () => {
  it('takes a real email for the co-parent and a child, as the API does, besides "" and null', async () => {
    // Regression: the document allowed coParent.email and children[].email to be only "" or null.
    const update = new Ajv2020({ strict: false, validateFormats: false }).compile(
      document.paths['/api/registrations/{signupId}'].put.requestBody.content['application/json'].schema,
    );
    const body = (email: unknown) => ({
      parent,
      sections: ['FAMILY'],
      coParent: { firstName: 'Bo', lastName: 'Lee', email },
      children: [{ firstName: 'Cy', lastName: 'Lee', email }],
    });
    for (const email of ['bo@example.com', '', null])
      expect({ email, valid: update(body(email)) }).toEqual({ email, valid: true });
    expect(update(body(42))).toBe(false);
  });
});

describe('the served document, on limits', () => {
  it('lists 429 for an operation with a request limit, with the error body', async () => {
    // Regression: a limited route answered 429 (the contract's error body) where the document listed no 429.
    const create = document.paths['/api/registrations'].post;
    expect(create.responses['429']).toEqual(create.responses['400']);
  });
});

describe('the contract check of the API tests', () => {
  const check = contractChecker(async () => document);
  const refused = (request: Parameters<typeof check>[0], answer: Parameters<typeof check>[1]) =>
    check(request, answer).then(
      () => 'accepted',
      (e: Error) => (e instanceof ContractError ? 'refused' : e.message),
    );

  it('refuses a request the document refuses when the API took it, and accepts it when the API refused it', async () => {
    const request = {
      method: 'POST',
      url: '/api/registrations',
      payload: { parent: { firstName: 'Ann' }, sections: ['PARENT'] },
      headers: {},
    };
    expect(
      await refused(request, {
        status: 201,
        body: {
          signupId: 's',
          registrationKey: 'k',
          expiresAt: 'x',
          lastCompletedStep: 0,
          coParentPossibleDuplicate: false,
        },
        headers: json,
      }),
    ).toBe('refused');
    expect(
      await refused(request, {
        status: 400,
        body: {
          status: 400,
          message: 'validation',
          validationErrors: [{ field: 'parent.email', text: 'validation:required' }],
        },
        headers: json,
      }),
    ).toBe('accepted');
  });

  it('refuses an answer with a status or a body the document does not list', async () => {
    const health = { method: 'GET', url: '/api/health', headers: {} };
    expect(
      await refused(health, { status: 200, body: { status: 'ok', database: 'pglite' }, headers: json }),
    ).toBe('accepted');
    expect(
      await refused(health, { status: 200, body: { status: 'fine', database: 'pglite' }, headers: json }),
    ).toBe('refused');
    expect(await refused(health, { status: 418, body: { status: 418 }, headers: json })).toBe('refused');
    expect(
      await refused(health, { status: 200, body: '<html>', headers: { 'content-type': 'text/html' } }),
    ).toBe('refused');
  });

  it('lets an unknown route be refused, and refuses anything else it answers', async () => {
    const unknown = { method: 'GET', url: '/api/no-such-thing', headers: {} };
    expect(
      await refused(unknown, { status: 404, body: { status: 404, message: 'not.found' }, headers: json }),
    ).toBe('accepted');
    expect(await refused(unknown, { status: 200, body: {}, headers: json })).toBe('refused');
  });

  it('reads path and query values as the text they are on the wire', async () => {
    const audit = (scope: string) => ({
      method: 'GET',
      url: `/api/dev/payments?scope=${scope}`,
      headers: {},
    });
    const answer = { status: 200, body: { payments: [], orders: 0, subscriptions: 0 }, headers: json };
    expect(await refused(audit('reg:su_1'), answer)).toBe('accepted');
    expect(await refused(audit('x'.repeat(121)), answer)).toBe('refused');
  });
});
