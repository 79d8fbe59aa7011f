// Steps of the parent sign-up journeys (spec §2 /step1 to /step3), as a visitor does them.
import { expect, type Page } from '@playwright/test';

export interface ParentLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  continue: string;
}

export const EN: ParentLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  continue: 'Continue',
};
export const ES: ParentLabels = {
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  continue: 'Continuar',
};

let counter = 0;
/** A fresh address per run, so a second run never meets the first one's parent. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function fillStepOne(page: Page, email: string, labels: ParentLabels = EN) {
  await page.getByLabel(labels.firstName, { exact: true }).fill('Ana');
  await page.getByLabel(labels.lastName, { exact: true }).fill('Lopez');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.phone, { exact: true }).fill('5125550147');
}

export async function fillCoParent(page: Page, email: string, labels: ParentLabels = EN) {
  await page.getByLabel(labels.firstName, { exact: true }).fill('Ben');
  await page.getByLabel(labels.lastName, { exact: true }).fill('Lopez');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
}

/** The per-tab registration store the checkout remote reads (libs/state registration.ts). */
export async function registrationStore(page: Page): Promise<Record<string, any>> {
  const raw = await page.evaluate(() => sessionStorage.getItem('join.registration'));
  return raw ? JSON.parse(raw).state : {};
}

/** /payment belongs to the checkout remote; the journey ends when the visitor gets there. */
export async function expectAtPaymentWith(page: Page, packageId?: number) {
  await page.waitForURL(/\/app\/join\/payment/);
  await expect.poll(async () => (await registrationStore(page)).lastCompletedStep).toBe(3);
  const store = await registrationStore(page);
  expect(store.selectedPackage?.package?.id).toBeTruthy();
  if (packageId !== undefined) expect(store.selectedPackage.package.id).toBe(packageId);
  return store;
}

/** A parent account that already exists: the invited co-parent a sandbox invite creates. */
export async function existingParentEmail(page: Page): Promise<string> {
  const created = await page.request.post('/api/dev/invites', { data: { country: 'US' } });
  expect(created.ok()).toBe(true);
  const { userId, inviteToken } = await created.json();
  const context = await page.request.get(`/api/invites/${userId}`, {
    headers: { 'x-invite-token': inviteToken },
  });
  expect(context.ok()).toBe(true);
  const email = (await context.json()).invitee.email as string;
  expect(email).toContain('@');
  return email;
}
