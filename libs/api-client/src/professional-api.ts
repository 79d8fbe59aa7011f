// spec §7 professional validator, create, activation-code purchase, and the lookup lists.
import {
  apiHeaders,
  apiPaths,
  lookupListResponseSchema,
  proCreateResponseSchema,
  proValidatorResponseSchema,
  purchaseCodesResponseSchema,
  type LookupName,
  type ProCreateRequest,
  type ProValidatorRequest,
  type PurchaseCodesRequest,
} from '@join/schemas';
import { bearer, request } from './http';

export interface ProCallOptions {
  /** Sent as Accept-Language; server messages come back in it. */
  locale?: string;
  anonymousId?: string | null;
}

/** 409 answers per-field messages: kind 'validation' with fieldErrors (spec §8). */
export function validateProfessionalStep(
  step: 1 | 2 | 3,
  fields: ProValidatorRequest,
  opts: ProCallOptions = {},
) {
  return request(apiPaths.proValidator, {
    method: 'POST',
    query: { step },
    body: fields,
    headers: {
      'accept-language': opts.locale,
      [apiHeaders.anonymousId]: opts.anonymousId,
      [apiHeaders.activity]: 'start',
    },
    schema: proValidatorResponseSchema,
    statusKinds: { 409: 'validation' },
  });
}

export function createProfessional(body: ProCreateRequest, opts: ProCallOptions = {}) {
  return request(apiPaths.proUsers, {
    method: 'POST',
    body,
    headers: { 'accept-language': opts.locale },
    schema: proCreateResponseSchema,
    statusKinds: { 409: 'validation' },
  });
}

/** Paying is idempotent: a retry of the same purchase must reuse its `idempotencyKey`. */
export function purchaseActivationCodes(auth: string, body: PurchaseCodesRequest, idempotencyKey: string) {
  return request(apiPaths.proActivationCodes, {
    method: 'POST',
    body,
    headers: { authorization: bearer(auth), [apiHeaders.idempotencyKey]: idempotencyKey },
    schema: purchaseCodesResponseSchema,
  });
}

export function getLookup(name: LookupName, opts: { locale?: string } = {}) {
  return request(apiPaths.lookup(name), {
    headers: { 'accept-language': opts.locale },
    schema: lookupListResponseSchema,
  });
}

export function getRegions(countryId: string, opts: { locale?: string } = {}) {
  return request(apiPaths.regions, {
    query: { countryId },
    headers: { 'accept-language': opts.locale },
    schema: lookupListResponseSchema,
  });
}

/** Timezones by country, or by country and region for US and CA (spec §7). */
export function getTimezones(country: string, region?: string | null) {
  return request(apiPaths.timezones, { query: { country, region }, schema: lookupListResponseSchema });
}
