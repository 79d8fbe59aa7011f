// spec §7 username availability, set credentials, login, support-chat token.
import {
  apiPaths,
  chatTokenResponseSchema,
  loginResponseSchema,
  setCredentialsResponseSchema,
  usernameAvailabilityResponseSchema,
  type LoginRequest,
} from '@join/schemas';
import { bearer, request } from './http';

export function checkUsernameAvailability(credentialsToken: string, username: string) {
  return request(apiPaths.usernameAvailability, {
    method: 'POST',
    body: { username },
    headers: { authorization: bearer(credentialsToken) },
    schema: usernameAvailabilityResponseSchema,
    statusKinds: { 401: 'expired' },
  });
}

export function setCredentials(
  credentialsToken: string,
  credentials: { username: string; password: string },
) {
  return request(apiPaths.credentials, {
    method: 'POST',
    body: credentials,
    headers: { authorization: bearer(credentialsToken) },
    schema: setCredentialsResponseSchema,
    statusKinds: { 401: 'expired' },
  });
}

export function login(body: LoginRequest) {
  return request(apiPaths.login, {
    method: 'POST',
    body: { submit: 'Login', _eventId: 'submit', ...body },
    schema: loginResponseSchema,
  });
}

/** spec §7: failures are only logged by the caller. */
export function getSupportChatToken() {
  return request(apiPaths.chatToken, { method: 'POST', body: {}, schema: chatTokenResponseSchema });
}
