/** The contact page's chat entry: shown only when the chat channel is configured; the chat itself loads on demand. */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../hooks/use-api.ts';

const ChatWindow = lazy(() => import('./chat-window.tsx'));

export function ChatEntry() {
  const { t } = useTranslation();
  const { data } = useApi<{ available: boolean }>('/public/chat');
  const [open, setOpen] = useState(false);
  if (!data?.available) return null;
  return (
    <section className="form chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('chat.title')}</h2>
      {open ? (
        <Suspense fallback={null}>
          <ChatWindow onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <>
          <p>{t('chat.intro')}</p>
          <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
            {t('chat.open')}
          </button>
        </>
      )}
    </section>
  );
}
