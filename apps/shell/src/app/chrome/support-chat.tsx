import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@join/ui';
import { closeSupportChat, openSupportChat, useConfig, useSupportChatOpen } from '@join/state';
import { isChatRoute } from '../route-table';

/** spec §2: the support chat shows only on the home and duplicate routes, and only when its
 *  flag is on. The real chat vendor's snippet is not specified; this is our own launcher, and
 *  it asks the API for the chat login token (whose failures are only logged, spec §7). */
export function SupportChat() {
  const { t } = useTranslation('common');
  const config = useConfig();
  const { pathname } = useLocation();
  const open = useSupportChatOpen();
  const visible = Boolean(config?.supportChat) && isChatRoute(pathname);
  useEffect(() => {
    if (!visible || !open) return;
    // The API client (and the zod it parses answers with) loads when the chat is opened, not with the page.
    void import('@join/api-client')
      .then(({ getSupportChatToken }) => getSupportChatToken())
      .then((result) => {
        // spec §7: failures of the chat login token are only logged; the chat still opens.
        if (!result.ok) console.warn('[join] support chat token failed', result.kind, result.status ?? '');
      });
  }, [visible, open]);
  if (!visible) return null;
  return (
    <>
      {open && (
        <section className="j-chat-panel" aria-labelledby="chat-title" role="dialog" aria-modal="false">
          <h2 id="chat-title">{t('chat.title')}</h2>
          <p>{t('chat.body')}</p>
          <Button variant="secondary" onClick={closeSupportChat}>
            {t('chat.close')}
          </Button>
        </section>
      )}
      <Button
        className="j-chat-launcher"
        onClick={open ? closeSupportChat : openSupportChat}
        aria-expanded={open}
      >
        {t('chat.open')}
      </Button>
    </>
  );
}
