/**
 * /a/messages and /a/messages/{slug}: the message board. The subject list (latest message per conversation, newest
 * first, further pages on demand) and, with a slug, that conversation beside it (below on phones), marked read when
 * opened. Live events refresh both through the shared board store (client/hooks/use-notifications.ts).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountListPage } from '../../components/account/account-page-frame.tsx';
import { BoardEmpty } from '../../components/messages/board-empty.tsx';
import { SubjectList } from '../../components/messages/subject-list.tsx';
import { ThreadView } from '../../components/messages/thread-view.tsx';
import { useMessagesState, useSubjectPage } from '../../hooks/use-notifications.ts';
import { useMessagesTexts } from '../../i18n/messages-texts.ts';
import { useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import type { PageProps } from '../registry.ts';

/** Loads one further subject page into the store (renders nothing). */
function SubjectPage({ locale, page }: { locale: string; page: number }) {
  useSubjectPage(locale, page);
  return null;
}

function Board({ slug }: { slug: string | null }) {
  const { t } = useTranslation('messages');
  const { locale } = useShell();
  const router = useRouter();
  const [pages, setPages] = useState(1);
  const first = useSubjectPage(locale, 1);
  const last = useSubjectPage(locale, pages, pages > 1);
  const state = useMessagesState();
  // Set when a row was chosen here, so the thread takes the focus; a thread opened by its address only scrolls into view.
  const chosen = useRef(false);

  if (first.error) {
    return (
      <p className="notice notice--error" role="alert">
        {first.error.message}
      </p>
    );
  }
  if (!first.data) {
    return (
      <p className="page-loading" aria-busy="true">
        <span className="visually-hidden">{t('page.loading')}</span>
      </p>
    );
  }
  if (first.data.total === 0 && state.subjects.length === 0) return <BoardEmpty />;

  function open(groupKey: string) {
    chosen.current = true;
    router.navigate(router.href('account-messages-thread-slug', { slug: groupKey }), { scroll: false });
  }

  return (
    <div className={`messages__board${slug ? ' messages__board--thread' : ''}`}>
      {Array.from({ length: Math.max(0, pages - 2) }, (_, index) => (
        <SubjectPage key={index + 2} locale={locale} page={index + 2} />
      ))}
      <SubjectList
        subjects={state.subjects}
        total={state.total}
        activeGroupKey={slug}
        loading={pages > 1 && !last.data && !last.error}
        onOpen={open}
        onLoadMore={() => setPages((count) => count + 1)}
      />
      {slug && <ThreadView key={slug} locale={locale} groupKey={slug} focus={chosen.current} />}
    </div>
  );
}

export default function MessagesPage({ match }: PageProps) {
  useMessagesTexts();
  const { t } = useTranslation('messages');
  const { viewer, locale } = useShell();
  const signedIn = Boolean(viewer.customer);
  const { error } = useSubjectPage(locale, 1, signedIn);
  const slug = match.name === 'account-messages-thread-slug' ? (match.params.slug ?? null) : null;
  return (
    <AccountListPage className="messages" title={t('page.title')} intro={t('page.intro')} signIn={t('page.signIn')} signedIn={signedIn && error?.status !== 401}>
      <Board slug={slug} />
    </AccountListPage>
  );
}
