// spec §7 pricing group lookup, package list, package-and-country check, pricing, invite pricing.
import {
  apiHeaders,
  apiPaths,
  packageCheckResponseSchema,
  packageListResponseSchema,
  pricingGroupResponseSchema,
  pricingResponseSchema,
  type InvitePricingRequest,
  type PackageCheckRequest,
  type PricingGroupRequest,
  type PricingRequest,
} from '@join/schemas';
import { request } from './http';

export function getPricingGroup(body: PricingGroupRequest) {
  return request(apiPaths.pricingGroup, { method: 'POST', body, schema: pricingGroupResponseSchema });
}

export function listPackages(query: { country: string; pricingGroup?: string }) {
  return request(apiPaths.packages, { query, schema: packageListResponseSchema });
}

/** A package that does not suit the country answers 409, i.e. kind 'mismatch' (spec §8). */
export function checkPackageCountry(body: PackageCheckRequest) {
  return request(apiPaths.packageCheck, {
    method: 'POST',
    body,
    schema: packageCheckResponseSchema,
    statusKinds: { 409: 'mismatch' },
  });
}

export function checkInvitePackageCountry(userId: string, inviteToken: string, body: PackageCheckRequest) {
  return request(apiPaths.invitePackageCheck(userId), {
    method: 'POST',
    body,
    headers: { [apiHeaders.inviteToken]: inviteToken },
    schema: packageCheckResponseSchema,
    statusKinds: { 409: 'mismatch' },
  });
}

/** Pass the registration key too when limboId (the signupId) is set, so its coupon applies. */
export function calculatePricing(body: PricingRequest, registrationKey?: string | null) {
  return request(apiPaths.pricing, {
    method: 'POST',
    body,
    headers: { [apiHeaders.registrationKey]: registrationKey },
    schema: pricingResponseSchema,
    statusKinds: { 409: 'mismatch' },
  });
}

export function calculateInvitePricing(userId: string, inviteToken: string, body: InvitePricingRequest) {
  return request(apiPaths.invitePricing(userId), {
    method: 'POST',
    body,
    headers: { [apiHeaders.inviteToken]: inviteToken },
    schema: pricingResponseSchema,
    statusKinds: { 409: 'mismatch' },
  });
}
