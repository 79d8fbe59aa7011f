// spec §1: professionals pre-purchase subscription activation codes; a parent redeems one at
// checkout (checkout-core). Operators and the sandbox mint codes without paying.
import type { z } from 'zod';
import type { purchaseCodesRequestSchema } from '@join/schemas';
import { ApiError, conflict, notFound, unauthorized } from '../lib/api-error';
import { newActivationCode, newId } from '../lib/ids';
import { formatMinor, toMajor } from '../lib/money';
import type { Database } from '../db/database';
import type { PaymentGateway } from '../gateway/gateway';
import { enqueueMail, type MailQueue } from '../mail/outbox';
import { mailLocaleOf } from '../mail/templates';
import { isLive } from '../repositories/tokens-repo';
import { bearerToken } from './account-service';
import { declined } from './checkout-core';
import type { Repos } from './repos';
import { packageDisplayName } from './catalogue-service';

type PurchaseBody = z.output<typeof purchaseCodesRequestSchema>;

export function activationCodeService(deps: { db: Database; repos: Repos; gateway: PaymentGateway; outbox: MailQueue }) {
  const { repos } = deps;
  return {
    async mint(packageId: number, count: number, professionalId: string | null = null, orderId: string | null = null) {
      if (!(await repos.catalogue.packageById(packageId))) throw notFound('package.notFound');
      const codes = Array.from({ length: count }, newActivationCode);
      await deps.db.transaction((tx) => repos.codes.insert(codes, packageId, professionalId, orderId, tx));
      return codes;
    },
    async purchase(authorization: string | undefined, body: PurchaseBody) {
      const token = bearerToken(authorization);
      const session = token ? await repos.tokens.find('session', token) : undefined;
      const pro = isLive(session) && session.user_id ? await repos.users.byId(session.user_id) : undefined;
      if (!pro || pro.kind !== 'professional') throw unauthorized();
      const pkg = await repos.catalogue.packageById(body.packageId);
      if (!pkg || pkg.build_your_own) throw notFound('package.notFound');
      const totalMinor = pkg.price_minor * body.count;
      if (Math.abs(body.payment.amountDisplayed * 100 - totalMinor) >= 1) throw conflict('pricing.changed');
      if (!body.payment.nonce) throw new ApiError(400, { status: 400, message: 'payment.method.missing', validationErrors: [{ field: 'payment.nonce', text: 'validation:paymentMethodIncomplete' }] });
      const orderId = newId('ord');
      const result = await deps.gateway.charge({ amountMinor: totalMinor, currency: pkg.currency, nonce: body.payment.nonce, deviceData: body.payment.deviceData, orderId, customer: { firstName: pro.first_name, lastName: pro.last_name, email: pro.email }, billing: pro.address, storeInVault: true });
      if (!result.ok) throw declined();
      const codes = Array.from({ length: body.count }, newActivationCode);
      await deps.db.transaction(async (tx) => {
        await repos.orders.createOrder({ id: orderId, kind: 'activation_codes', userId: pro.id, registrationId: null, packageId: pkg.id, services: [], currency: pkg.currency, totalMinor, pricing: { count: body.count, unitMinor: pkg.price_minor }, payForCoparent: false, promoCodes: [] }, tx);
        await repos.orders.recordTransaction({ id: newId('txn'), orderId, scope: `codes:${pro.id}`, gateway: deps.gateway.provider, gatewayId: result.transactionId, status: 'submitted_for_settlement', amountMinor: totalMinor, currency: pkg.currency, paymentType: result.paymentType, cardLastFour: result.cardLastFour, cardType: result.cardType }, tx);
        await repos.codes.insert(codes, pkg.id, pro.id, orderId, tx);
        if (pro.email) await enqueueMail(tx, { kind: 'activation-codes', to: pro.email, locale: mailLocaleOf(pro.locale), data: { firstName: pro.first_name, codes, packageName: packageDisplayName(pkg, mailLocaleOf(pro.locale)) } });
      });
      deps.outbox.kick();
      return { orderId, codes: codes.map((code) => ({ code, packageId: pkg.id, amount: toMajor(pkg.price_minor), amountFormatted: formatMinor(pkg.price_minor, pkg.currency) })) };
    },
  };
}
export type ActivationCodeService = ReturnType<typeof activationCodeService>;
