// Sandbox-only helpers; never registered in production mode (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devCodesRequestSchema,
  devCodesResponseSchema,
  devDiscountLinkRequestSchema,
  devDiscountLinkResponseSchema,
  devInviteRequestSchema,
  devInviteResponseSchema,
  mailboxResponseSchema,
} from '@join/schemas';
import { renderedRow, type OutboxRow } from '../mail/outbox';
import { z } from 'zod';
import { moneyAuditRepo } from '../repositories/money-audit-repo';
import { responses } from './route-helpers';
import { DAY } from '@join/domain';

const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
/** Queued mails are shown as they will be sent, with their outbox state. */
const view = async (r: OutboxRow) => {
  const mail = await renderedRow(r);
  return {
    id: r.id,
    to: r.to_address,
    kind: r.kind,
    ...mail,
    links: links(mail.html),
    createdAt: new Date(r.created_at).toISOString(),
    state: r.state,
    attempts: r.attempts,
    locale: r.locale,
    sentAt: iso(r.sent_at),
    lastError: r.last_error,
  };
};
const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.post(
    '/api/dev/activation-codes',
    {
      schema: {
        operationId: 'mintActivationCodes',
        tags: ['sandbox'],
        body: devCodesRequestSchema,
        response: responses({ 201: devCodesResponseSchema }, [400, 404]),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ codes: await s.activationCodes.mint(request.body.packageId, request.body.count) }),
  );

  app.post(
    '/api/dev/discount-links',
    {
      schema: {
        operationId: 'signSandboxDiscountLink',
        tags: ['sandbox'],
        body: devDiscountLinkRequestSchema,
        response: responses({ 201: devDiscountLinkResponseSchema }, [400]),
      },
    },
    async (request, reply) => {
      const { referrer, percent, days } = request.body;
      const expiresAt = new Date(Date.now() + days * DAY);
      return reply.status(201).send({
        ...s.discounts.link(app.config.publicUrl, { referrer, percent, expiresAt }),
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/api/dev/invites',
    {
      schema: {
        operationId: 'createSandboxInvite',
        tags: ['sandbox'],
        body: devInviteRequestSchema,
        response: responses({ 201: devInviteResponseSchema }),
      },
    },
    async (request, reply) => reply.status(201).send(await s.devInvites.create(request.body)),
  );

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        operationId: 'readSandboxMailbox',
        tags: ['sandbox'],
        response: responses({ 200: mailboxResponseSchema }, []),
      },
    },
    async () => {
      const rows = await s.mailbox.read();
      return { messages: await Promise.all(rows.map(view)) };
    },
  );

  // CONTRACTS#money-under-faults: what a fault left behind, counted like an operator would (tests, bench:faults).
  const audit = moneyAuditRepo(app.db);
  const count = z.number().int();
  const byState = z.record(z.string(), count);
  app.get(
    '/api/dev/payments',
    {
      schema: {
        operationId: 'auditSandboxPayments',
        tags: ['sandbox'],
        querystring: z.object({ scope: z.string().max(120).optional() }),
        response: responses(
          {
            200: z.object({
              // threeDSecure: the 3-D Secure status recorded for a GB card payment under UKPayment (spec §7, CONTRACTS#both-languages).
              payments: z
                .array(
                  z.object({
                    id: z.string(),
                    state: z.string(),
                    charges: count,
                    threeDSecure: z.string().nullable(),
                  }),
                )
                .optional(),
              orders: count,
              subscriptions: count,
              charges: count.optional(),
              voidedCharges: count.optional(),
              paymentsByState: byState.optional(),
              mailsByState: byState.optional(),
              anomalies: z.record(z.string(), count).optional(),
            }),
          },
          [400],
        ),
      },
    },
    async (request) => (request.query.scope ? audit.scope(request.query.scope) : audit.totals()),
  );

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await Promise.all((await s.mailbox.read()).map(view));
    const state = (m: Awaited<ReturnType<typeof view>>) =>
      m.state === 'sent'
        ? `sent ${m.sentAt}`
        : `${m.state}, ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}${m.lastError ? `, last error: ${m.lastError}` : ''}`;
    const items = rows
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p><small>To ${esc(m.to)} · ${m.createdAt} · ${esc(m.kind)} · ${esc(m.locale)} · <strong>${esc(state(m))}</strong></small></p><div>${m.html.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, '')}</div></article><hr>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title><style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article h1{font-size:1.1rem}</style></head><body><h1>Local mailbox</h1><p>Mail the join API would have sent, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
