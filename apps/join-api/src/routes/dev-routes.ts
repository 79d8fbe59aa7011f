// Sandbox-only helpers; never registered in production mode (issue 4).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { devCodesRequestSchema, devCodesResponseSchema, devInviteRequestSchema, devInviteResponseSchema, mailboxResponseSchema } from '@join/schemas';
import { readOutbox, type OutboxRow } from '../mail/mailer';
import { responses } from './route-helpers';

const links = (row: OutboxRow) => [...row.html_body.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export async function devRoutes(app: FastifyInstance) {
  const s = app.services;

  app.post('/api/dev/activation-codes', { schema: { tags: ['sandbox'], body: devCodesRequestSchema, response: responses({ 201: devCodesResponseSchema }, [400, 404]) } }, async (request, reply) => {
    const body = request.body as z.output<typeof devCodesRequestSchema>;
    return reply.status(201).send({ codes: await s.activationCodes.mint(body.packageId, body.count) });
  });

  app.post('/api/dev/invites', { schema: { tags: ['sandbox'], body: devInviteRequestSchema, response: responses({ 201: devInviteResponseSchema }) } }, async (request, reply) =>
    reply.status(201).send(await s.devInvites.create(request.body as z.output<typeof devInviteRequestSchema>)),
  );

  app.get('/api/dev/mailbox', { schema: { tags: ['sandbox'], response: responses({ 200: mailboxResponseSchema }, []) } }, async () => {
    const rows = await readOutbox(app.db);
    return {
      messages: rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, kind: r.kind, text: r.text_body, html: r.html_body, links: links(r), createdAt: new Date(r.created_at).toISOString() })),
    };
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await readOutbox(app.db);
    const items = rows
      .map((r) => `<article><h2>${esc(r.subject)}</h2><p><small>To ${esc(r.to_address)} · ${new Date(r.created_at).toISOString()} · ${esc(r.kind)}</small></p><div>${r.html_body.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, '')}</div></article><hr>`)
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title><style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article h1{font-size:1.1rem}</style></head><body><h1>Local mailbox</h1><p>Mail the join API would have sent, newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
