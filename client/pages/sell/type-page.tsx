/** Funnel start (/verkaufen and /ad/new): continue an ad in editing or go to "my ads" when the stepper says so, else choose the kind. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductKind } from '../../../domain/attributes.ts';
import { ChoiceStep } from '../../components/sell/choice-step.tsx';
import { FunnelFrame } from '../../components/sell/funnel-frame.tsx';
import { FunnelIcon } from '../../components/sell/funnel-icons.tsx';
import { ContinueNotice, MyAdsNotice } from '../../components/sell/onboarding-notice.tsx';
import { updateDraft } from '../../components/sell/sell-draft.ts';
import { useOnboarding } from '../../components/sell/use-onboarding.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { onboardingView } from '../../lib/sell-funnel.ts';
import { useRouter } from '../../router.tsx';

export default function SellTypePage() {
  useEditorTexts();
  const { t } = useTranslation('editor');
  const { navigate, href, location } = useRouter();
  const onboarding = useOnboarding();
  const [startNew, setStartNew] = useState(false);
  const [kind, setKind] = useState<ProductKind | null>(null);

  function choose(value: ProductKind) {
    // The page the seller entered on is the ad's tracked source (the sell page or /ad/new).
    updateDraft({ entry: location.pathname });
    navigate(href('sell-new-or-import', { type: value }));
  }

  // A failing stepper must not stand between the seller and a new ad: they get the choice.
  const view = onboarding.phase === 'done' && !startNew ? onboardingView(onboarding.answer) : { kind: 'choose' as const };

  return (
    <FunnelFrame page="type" title={t('funnel.type.title')}>
      {onboarding.phase === 'loading' ? (
        <p className="funnel-loading" role="status">
          {t('funnel.onboarding.checking')}
        </p>
      ) : view.kind === 'continue' ? (
        <ContinueNotice product={view.product} onNew={() => setStartNew(true)} />
      ) : view.kind === 'my-ads' ? (
        <MyAdsNotice onNew={() => setStartNew(true)} />
      ) : (
        <ChoiceStep
          title={t('funnel.type.title')}
          intro={t('funnel.type.intro')}
          name="productType"
          value={kind}
          onChange={setKind}
          onSubmit={choose}
          focusTitle={startNew}
          choices={[
            { value: 'motorhome', label: t('funnel.kinds.motorhome'), text: t('funnel.type.motorhomeText'), icon: <FunnelIcon name="motorhome" /> },
            { value: 'trailer', label: t('funnel.kinds.trailer'), text: t('funnel.type.trailerText'), icon: <FunnelIcon name="trailer" /> },
          ]}
        />
      )}
    </FunnelFrame>
  );
}
