/** An ad in editing: how complete it is (a labelled progress bar) and the link back into the editor where it left off. */
import { useTranslation } from 'react-i18next';
import { Link } from '../../router.tsx';
import { completeness, type MyAd } from './model.ts';

export function AdProgress({ ad }: { ad: MyAd }) {
  const { t } = useTranslation();
  const percent = completeness(ad) ?? 0;
  const ready = ad.readyToSubmitForReview?.ready === true;
  const label = t('myAds.progress.label', { title: ad.title });
  const continueText = t('myAds.progress.continue');
  return (
    <div className="my-ad__progress">
      <p className="my-ad__progress-text">
        <span>{t('myAds.progress.value', { percent })}</span>
        {ready && <strong className="my-ad__ready"> · {t('myAds.progress.ready')}</strong>}
      </p>
      <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
        <span className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      {/* The editor continues at the step the server worked out; without one, the editor's own "continue" route decides. */}
      {ad.resumeStep ? (
        <Link
          to="ad-edit-type-step-id"
          params={{ type: ad.productType, step: ad.resumeStep, id: String(ad.entityId) }}
          className="button button--primary my-ad__continue"
          aria-label={`${continueText}: ${ad.title}`}
        >
          {continueText}
        </Link>
      ) : (
        <Link to="ad-continue-id" params={{ id: String(ad.entityId) }} className="button button--primary my-ad__continue" aria-label={`${continueText}: ${ad.title}`}>
          {continueText}
        </Link>
      )}
    </div>
  );
}
