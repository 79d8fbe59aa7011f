import { createBody, stepOneUpdateBody } from './registration-payload';
import { prefilledName, searchWithoutName } from './prefilled-start';

const one = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  countryCode: '+1',
  phoneNumber: '5125550147',
  country: 'US',
  timezone: 'America/Chicago',
};
const segment = { segmentAnonymousId: 'anon', segmentIdentify: {} };

describe('a prefilled start (spec §3 sections NAME)', () => {
  it('reads the name a start link carries, trimmed', () => {
    expect(prefilledName('?firstName=%20Ana%20&lastName=Diaz&flags=x')).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
    });
    expect(prefilledName('?lastName=Diaz')).toEqual({ firstName: '', lastName: 'Diaz' });
    expect(prefilledName('?flags=x')).toBeNull();
    expect(prefilledName(`?firstName=${'A'.repeat(60)}`)?.firstName).toHaveLength(40);
  });

  it('takes the name out of the address and keeps the rest', () => {
    expect(searchWithoutName('?firstName=Ana&lastName=Diaz&flags=x')).toBe('?flags=x');
    expect(searchWithoutName('?firstName=Ana')).toBe('');
  });

  // Pins the spec's NAME section, never sent although a prefilled start exists in §3.
  it('sends NAME in sections after a prefilled start, and not otherwise', () => {
    expect(createBody(one, false, segment, true).sections).toEqual(['PARENT', 'NAME']);
    expect(createBody(one, false, segment).sections).toEqual(['PARENT']);
    expect(stepOneUpdateBody(one, false, segment, true).sections).toEqual(['PARENT', 'ADDRESS', 'NAME']);
  });
});
