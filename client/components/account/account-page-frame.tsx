/** The frame of the account pages: title, breadcrumb back to the account, intro, and the error or loading state. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../page-meta.tsx';
import { Link } from '../../router.tsx';

export function AccountPageFrame<T>(props: {
  title: string;
  intro: string;
  breadcrumb?: boolean;
  error?: { message: string } | undefined;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="container container--narrow page settings">
      <PageMeta title={props.title} noindex />
      {props.breadcrumb !== false && (
        <nav className="breadcrumb" aria-label={t('account.breadcrumb')}>
          <Link to="account">{t('account.menu.account')}</Link>
          <span aria-hidden="true">›</span>
          <span aria-current="page">{props.title}</span>
        </nav>
      )}
      <h1 className="page__title">{props.title}</h1>
      <p className="page__intro">{props.intro}</p>
      {props.error ? (
        <p className="notice notice--error" role="alert">
          {props.error.message}
        </p>
      ) : props.data === undefined ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        props.children(props.data)
      )}
    </section>
  );
}
