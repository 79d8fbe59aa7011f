// A stand-in join API for component tests: answers the professional calls by path and records
// what was sent, so a test can check headers and bodies as the server would see them.
import { configureApiClient } from '@join/api-client';

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: any;
}

export type Answer = { status: number; body?: unknown };
export type Handler = (call: Sent) => Answer | undefined | Promise<Answer | undefined>;

const list = (...values: string[]) => ({ items: values.map((value) => ({ value, label: value })) });

export const LOOKUPS: Record<string, unknown> = {
  titles: list('Mr.', 'Ms.', 'Mrs.', 'Hon.', 'Dr.'),
  'country-codes': {
    items: [
      { value: '+1', label: 'US/Canada +1' },
      { value: '+44', label: 'United Kingdom +44' },
      { value: '+52', label: 'Mexico +52' },
    ],
  },
  referrals: {
    items: [
      { value: 'BENCH_OFFICER', label: 'Bench officer' },
      { value: 'COLLEAGUE', label: 'Referred by colleague' },
      { value: 'SEARCH_ENGINE', label: 'Search engine' },
      { value: 'FRIEND_RELATIVE', label: 'Referred by friend/relative' },
      { value: 'NEWS_STORY', label: 'News story' },
      { value: 'OTHER', label: 'Other' },
    ],
  },
  'bench-officers': list('Judge', 'Referee', 'Pro-tem', 'Magistrate', 'Private Judge'),
  colleagues: list('Opposing Counsel', 'Attorney', 'Therapist'),
  countries: {
    items: [
      { value: 'GB', label: 'United Kingdom' },
      { value: 'US', label: 'United States' },
    ],
  },
  'professional-roles': {
    items: [
      { value: 'ATTORNEY', label: 'Attorney' },
      { value: 'JUDGE', label: 'Judge' },
      { value: 'MEDIATOR', label: 'Mediator' },
    ],
  },
};

const REGIONS: Record<string, unknown> = {
  US: {
    items: [
      { value: 'MA', label: 'Massachusetts' },
      { value: 'TX', label: 'Texas' },
    ],
  },
  GB: {
    items: [
      { value: 'ENG', label: 'England' },
      { value: 'SCT', label: 'Scotland' },
    ],
  },
};

export function defaultAnswer(call: Sent): Answer {
  if (call.path.startsWith('/api/lookups/regions'))
    return { status: 200, body: REGIONS[call.query.get('countryId') ?? ''] ?? { items: [] } };
  if (call.path.startsWith('/api/lookups/timezones')) {
    const country = call.query.get('country');
    const region = call.query.get('region');
    if (country === 'GB')
      return { status: 200, body: { items: [{ value: 'Europe/London', label: '(UTC+00:00) London' }] } };
    if (region === 'MA')
      return { status: 200, body: { items: [{ value: 'America/New_York', label: '(UTC-05:00) New York' }] } };
    return {
      status: 200,
      body: {
        items: [
          { value: 'America/Chicago', label: '(UTC-06:00) Chicago' },
          { value: 'America/Denver', label: '(UTC-07:00) Denver' },
        ],
      },
    };
  }
  if (call.path.startsWith('/api/lookups/'))
    return { status: 200, body: LOOKUPS[call.path.slice('/api/lookups/'.length)] };
  if (call.path === '/api/v2/professional/users/validator') return { status: 200, body: { valid: true } };
  if (call.path === '/api/v2/professional/users') {
    return {
      status: 201,
      body: {
        userId: 'u_pro1',
        name: { firstName: call.body.firstName, lastName: call.body.lastName },
        title: null,
        email: call.body.email,
        practiceName: call.body.practiceName,
        country: call.body.country,
        auth: 'tok',
      },
    };
  }
  return { status: 404, body: { message: 'not found' } };
}

/** Installs the fake; `handler` may answer a call itself, else the default answer is used. */
export function installFakeApi(handler: Handler = () => undefined): Sent[] {
  const sent: Sent[] = [];
  configureApiClient({
    baseUrl: '',
    locale: undefined,
    fetch: (async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://test');
      const call: Sent = {
        method: init.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(call);
      const answer = (await handler(call)) ?? defaultAnswer(call);
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        text: async () => text,
      };
    }) as unknown as typeof fetch,
  });
  return sent;
}
