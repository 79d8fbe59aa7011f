// Finish later journeys: the link the sandbox mailbox holds, and its words in both languages.
import { expect, type APIRequestContext } from '@playwright/test';

export const FINISH_LATER_WORDS = {
  en: {
    open: 'Email me a link to finish',
    send: 'Send me the link',
    sent: (email: string) => `We sent a link to ${email}.`,
  },
  es: {
    open: 'Envíame un enlace para terminar',
    send: 'Envíame el enlace',
    sent: (email: string) => `Enviamos un enlace a ${email}.`,
  },
} as const;

/** The finish-later link mailed to `email`, as a path with its fragment. */
export async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as {
          messages: { to: string; kind: string; links: string[] }[];
        };
        link = messages
          .find((m) => m.kind === 'finish-later' && m.to === email)
          ?.links.find((l) => l.includes('/app/join/resume#token='));
        return Boolean(link);
      },
      { message: `a finish-later mail to ${email}` },
    )
    .toBe(true);
  const url = new URL(link as string);
  return `${url.pathname}${url.hash}`;
}
