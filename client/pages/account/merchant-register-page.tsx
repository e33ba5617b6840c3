/** /a/merchant-area/register: dealer registration in two steps (company data, trade registration), then the review notice. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentUpload } from '../../components/account/document-upload.tsx';
import { Icon } from '../../components/account/icons.tsx';
import { MerchantForm } from '../../components/account/merchant-form.tsx';
import { VerifyEmailFirst } from '../../components/account/verify-email-first.tsx';
import { SignInPrompt } from '../../components/account/sign-in-prompt.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { AccountPageFrame } from '../../components/account/account-page-frame.tsx';
import { api } from '../../lib/api.ts';
import { Link } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { ACK_PATHS, type AckAnswer, type PrivateCustomer, useCustomer } from './customer.ts';
import { useProfileEvents } from './profile-events.ts';

type Step = 'company' | 'document' | 'done';
const STEPS = ['company', 'document'] as const;

function Stepper({ step }: { step: Step }) {
  const { t } = useTranslation();
  const current = step === 'done' ? STEPS.length : STEPS.indexOf(step);
  return (
    <ol className="stepper" aria-label={t('merchantRegistration.progress')}>
      {STEPS.map((name, index) => (
        <li key={name} className={`stepper__step${index < current ? ' stepper__step--done' : ''}`} aria-current={index === current ? 'step' : undefined}>
          <span className="stepper__number" aria-hidden="true">
            {index < current ? '✓' : index + 1}
          </span>
          <span className="stepper__label">{t(`merchantRegistration.steps.${name}`)}</span>
        </li>
      ))}
    </ol>
  );
}

function Done({ data }: { data: PrivateCustomer }) {
  const { t } = useTranslation();
  return (
    <div className="panel done" role="status">
      <span className="done__icon">
        <Icon name="check" size={32} />
      </span>
      <h2 className="panel__title">{t('merchantRegistration.done.title')}</h2>
      <p>{t('merchantRegistration.done.text')}</p>
      {!data.customer.emailVerified && <p className="notice">{t('merchantRegistration.done.verifyEmail', { email: data.customer.email })}</p>}
      <div className="panel__actions">
        <Link to="account" className="button button--primary">
          {t('merchantRegistration.done.toAccount')}
        </Link>
        <Link to="merchant-landing" className="button button--ghost">
          {t('merchantRegistration.done.learnMore')}
        </Link>
      </div>
    </div>
  );
}

function Registration({ data, refresh }: { data: PrivateCustomer; refresh: (next: PrivateCustomer | null) => void }) {
  const { t } = useTranslation();
  const profileEvent = useProfileEvents();
  const [step, setStep] = useState<Step>('company');
  const [missing, setMissing] = useState<string[]>([]);
  const { merchant, customer } = data;

  /** Each step starts at the top: the previous one ended at the bottom of a long form. */
  function go(next: Step) {
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  async function complete() {
    const answer = await api<AckAnswer>(ACK_PATHS.MERCHANT, { method: 'PUT' }).catch((error: unknown) => {
      console.error('merchant completeness check failed', error);
      return null;
    });
    if (!answer) {
      setMissing(['_']);
      return;
    }
    if (!answer.status) {
      setMissing(answer.missing);
      return;
    }
    setMissing([]);
    profileEvent(answer, merchant?.accepted !== true);
    refresh(null);
    go('done');
  }

  if (customer.merchantBlocked) {
    return <p className="notice notice--error">{t('merchantRegistration.blocked')}</p>;
  }
  if (step === 'done') return <Done data={data} />;

  return (
    <>
      <Stepper step={step} />
      {customer.profileType !== 'MERCHANT' && step === 'company' && <p className="notice">{t('merchantRegistration.switchNote')}</p>}
      {merchant?.accepted === true && step === 'company' && <p className="notice">{t('merchantRegistration.reviewAgainNote')}</p>}
      {!customer.emailVerified && step === 'company' && <VerifyEmailFirst email={customer.email} onVerified={() => refresh(null)} />}
      {missing.length > 0 && (
        <p className="notice notice--error" role="alert">
          {missing[0] === '_'
            ? t('errors.internal')
            : t('merchantRegistration.missing', { fields: missing.map((field) => t(`account.fields.${field}`)).join(', ') })}
        </p>
      )}
      <section className="panel" aria-labelledby="registration-step-title">
        <h2 id="registration-step-title" className="panel__title">
          {t(`merchantRegistration.steps.${step}`)}
        </h2>
        <p className="panel__intro">{t(`merchantRegistration.intro.${step}`)}</p>
        {step === 'company' ? (
          <MerchantForm
            data={data}
            onReload={() => refresh(null)}
            onDone={(next) => {
              if (next) refresh(next);
              go('document');
            }}
          />
        ) : (
          <DocumentUpload hasDocument={merchant?.hasTradeRegistration === true} onBack={() => go('company')} onUploaded={complete} />
        )}
      </section>
    </>
  );
}

export default function MerchantRegisterPage() {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const { data, error, mutate } = useCustomer(viewer.customer !== null);

  if (!viewer.customer || error?.status === 401) {
    return (
      <section className="container page auth">
        <PageMeta title={t('merchantRegistration.title')} noindex />
        <SignInPrompt text={t('merchantRegistration.signInText')} />
      </section>
    );
  }

  return (
    <AccountPageFrame title={t('merchantRegistration.title')} intro={t('merchantRegistration.intro.page')} error={error} data={data}>
      {(data) => (
        <Registration data={data} refresh={(next) => void (next ? mutate(next, { revalidate: false }) : mutate())} />
      )}
    </AccountPageFrame>
  );
}
