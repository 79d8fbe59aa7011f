// spec §7 create / update parent registration; §8 duplicate, co-parent duplicate, expiry.
import { asRead, parentA, startTestApp, usAddress, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const create = (parent = parentA(), headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/registrations',
    payload: { parent, sections: ['PARENT'], segmentAnonymousId: 'anon-1' },
    headers,
  });

describe('parent registration', () => {
  it('creates a registration with a signupId and a random registration key', async () => {
    const a = await create();
    const b = await create();
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      signupId: expect.any(String),
      registrationKey: expect.any(String),
      lastCompletedStep: 1,
      coParentPossibleDuplicate: false,
    });
    expect(a.body.registrationKey).not.toBe(b.body.registrationKey);
    expect(a.body.registrationKey.length).toBeGreaterThanOrEqual(32);
  });

  it('answers field errors with the form rules and messages of spec §5', async () => {
    const res = await create(parentA({ firstName: 'A\u{1F600}', email: 'nope', phoneNumber: '123' }));
    expect(res.status).toBe(400);
    expect(asRead(res.body.validationErrors)).toEqual(
      expect.arrayContaining([
        { field: 'parent.firstName', text: 'Names cannot contain emojis' },
        { field: 'parent.email', text: 'Invalid email address' },
        { field: 'parent.phoneNumber', text: 'Must be between 8 and 15 digits' },
      ]),
    );
  });

  it('sends message keys, not sentences, whatever the Accept-Language: a Spanish visitor reads them in Spanish', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { parent: parentA({ firstName: '' }), sections: ['PARENT'] },
    });
    expect(res.status).toBe(400);
    const firstName = res.body.validationErrors.filter(
      (e: { field: string }) => e.field === 'parent.firstName',
    );
    expect(firstName).toEqual([{ field: 'parent.firstName', text: 'validation:required' }]);
    expect(asRead(firstName)).toEqual([{ field: 'parent.firstName', text: 'This field is required' }]);
    expect(asRead(firstName, 'es')).toEqual([
      { field: 'parent.firstName', text: 'Este campo es obligatorio' },
    ]);
  });

  it('updates by signupId with the key header, adding address, family and progress', async () => {
    const { body: reg } = await create();
    const parent = parentA();
    const res = await t.call({
      method: 'PUT',
      url: `/api/registrations/${reg.signupId}`,
      headers: { 'x-registration-key': reg.registrationKey },
      payload: {
        parent,
        sections: ['FAMILY'],
        address: usAddress,
        coParent: {
          firstName: 'Bo',
          lastName: 'Lee',
          email: 'bo@example.com',
          phoneCountryCode: '+1',
          phoneNumber: '5125550102',
        },
        children: [{ firstName: 'Cy', lastName: 'Lee', email: '' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      signupId: reg.signupId,
      lastCompletedStep: 2,
      coParentPossibleDuplicate: false,
    });
  });

  it('enforces the co-parent and children rules on the server', async () => {
    const { body: reg } = await create();
    const parent = parentA();
    const res = await t.call({
      method: 'PUT',
      url: `/api/registrations/${reg.signupId}`,
      headers: { 'x-registration-key': reg.registrationKey },
      payload: {
        parent,
        sections: ['FAMILY'],
        coParent: {
          firstName: 'Bo',
          lastName: 'Lee',
          email: parent.email.toUpperCase(),
          phoneNumber: parent.phoneNumber,
        },
        children: [
          { firstName: 'Cy', lastName: 'Lee', email: 'kid@example.com' },
          { firstName: 'Di', lastName: 'Lee', email: 'kid@example.com' },
        ],
      },
    });
    expect(res.status).toBe(400);
    const fields = res.body.validationErrors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['coParent.email', 'coParent.phoneNumber', 'children.1.email']),
    );
    expect(
      asRead(res.body.validationErrors).find((e: { field: string }) => e.field === 'coParent.email')?.text,
    ).toBe('The email of the co-parent cannot be the same as your email.');
  });

  it('answers 404 for an unknown signupId and 403 for a wrong key (spec §8 reset to /step1)', async () => {
    const { body: reg } = await create();
    const payload = { parent: parentA(), sections: ['PARENT'] };
    expect(
      (
        await t.call({
          method: 'PUT',
          url: '/api/registrations/su_unknown',
          headers: { 'x-registration-key': reg.registrationKey },
          payload,
        })
      ).status,
    ).toBe(404);
    const wrong = await t.call({
      method: 'PUT',
      url: `/api/registrations/${reg.signupId}`,
      headers: { 'x-registration-key': 'not-the-key' },
      payload,
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('registration.key.invalid');
  });

  it('answers 403 once the registration key has expired', async () => {
    const { body: reg } = await create();
    await t.app.db.query("update registrations set expires_at = now() - interval '1 minute' where id = $1", [
      reg.signupId,
    ]);
    const res = await t.call({
      method: 'PUT',
      url: `/api/registrations/${reg.signupId}`,
      headers: { 'x-registration-key': reg.registrationKey },
      payload: { parent: parentA(), sections: ['PARENT'] },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('registration.key.expired');
  });

  it('flags a duplicate parent with a validation error whose field contains .duplicate', async () => {
    const parent = parentA();
    await t.app.services.repos.users.create({
      kind: 'parent',
      email: parent.email,
      first_name: 'Ann',
      last_name: 'Lee',
    });
    const res = await create(parent);
    expect(res.status).toBe(409);
    expect(res.body.validationErrors[0].field).toContain('.duplicate');
    expect(asRead(res.body.validationErrors)[0].text).toBe(
      'It appears you are attempting to create a duplicate user.',
    );
    // The check and the insert are one statement: nothing is left behind for the refused one.
    expect(
      await t.app.db.query("select id from registrations where data->'parent'->>'email' = $1", [
        parent.email,
      ]),
    ).toEqual([]);
    const upper = await create({ ...parent, email: parent.email.toUpperCase() });
    expect(upper.status).toBe(409);
  });

  it('flags a co-parent who already has an account as a possible duplicate but lets the visitor go on', async () => {
    await t.app.services.repos.users.create({
      kind: 'parent',
      email: 'existing.coparent@example.com',
      first_name: 'Bo',
      last_name: 'Lee',
    });
    const { body: reg } = await create();
    const res = await t.call({
      method: 'PUT',
      url: `/api/registrations/${reg.signupId}`,
      headers: { 'x-registration-key': reg.registrationKey },
      payload: {
        parent: parentA(),
        sections: ['FAMILY'],
        coParent: { firstName: 'Bo', lastName: 'Lee', email: 'existing.coparent@example.com' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.coParentPossibleDuplicate).toBe(true);
  });

  it("keeps a signed discount link's referrer and offers its coupon among the available coupons", async () => {
    const link = await t.call({
      method: 'POST',
      url: '/api/dev/discount-links',
      payload: { referrer: 'partner', percent: 10 },
    });
    const { body: reg } = await create(parentA(), { 'x-referrer-key': link.body.token });
    const res = await t.call({
      method: 'GET',
      url: `/api/registrations/${reg.signupId}/coupons`,
      headers: { 'x-registration-key': reg.registrationKey },
    });
    expect(res.status).toBe(200);
    expect(res.body.coupons.map((c: { couponCode: string }) => c.couponCode)).toEqual(
      expect.arrayContaining(['PARTNER10', 'SPRING20']),
    );
    // Neither a registration without a link nor one with only the referrer's name gets it.
    for (const headers of [{}, { 'x-referrer-key': 'partner' }] as Record<string, string>[]) {
      const { body: plain } = await create(parentA(), headers);
      const other = await t.call({
        method: 'GET',
        url: `/api/registrations/${plain.signupId}/coupons`,
        headers: { 'x-registration-key': plain.registrationKey },
      });
      expect(other.body.coupons.map((c: { couponCode: string }) => c.couponCode)).not.toContain('PARTNER10');
    }
  });
});
