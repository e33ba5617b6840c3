/** The frames of the account pages: title, breadcrumb back to the account, intro, and the sign-in prompt or error/loading state. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../page-meta.tsx';
import { Link } from '../../router.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

function Heading({ title, intro, breadcrumb = true }: { title: string; intro: string; breadcrumb?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={title} noindex />
      {breadcrumb && (
        <nav className="breadcrumb" aria-label={t('account.breadcrumb')}>
          <Link to="account">{t('account.menu.account')}</Link>
          <span aria-hidden="true">›</span>
          <span aria-current="page">{title}</span>
        </nav>
      )}
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{intro}</p>
    </>
  );
}

export function AccountPageFrame<T>(props: {
  title: string;
  intro: string;
  breadcrumb?: boolean;
  error?: { message: string } | undefined;
  data: T | undefined;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className="container container--narrow page settings">
      <Heading title={props.title} intro={props.intro} breadcrumb={props.breadcrumb !== false} />
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

/** A wide account page around a list: the sign-in prompt for anonymous viewers (or an expired session), else the heading and the list. */
export function AccountListPage(props: { className: string; title: string; intro: string; signIn: string; signedIn: boolean; children: ReactNode }) {
  if (!props.signedIn) {
    return (
      <section className="container page auth">
        <PageMeta title={props.title} noindex />
        <SignInPrompt title={props.title} text={props.signIn} />
      </section>
    );
  }
  return (
    <section className={`container page ${props.className}`}>
      <Heading title={props.title} intro={props.intro} />
      {props.children}
    </section>
  );
}
