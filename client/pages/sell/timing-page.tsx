/**
 * Funnel step: when to sell. "Now" goes on to the editor's steps; "later" leads to the free valuation of the chosen
 * vehicle type (spec 001: later = quick valuation only), whose report can turn the vehicle into an ad in one click.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProductKind } from '../../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { ChoiceStep } from '../../components/sell/choice-step.tsx';
import { FunnelFrame } from '../../components/sell/funnel-frame.tsx';
import { FunnelIcon } from '../../components/sell/funnel-icons.tsx';
import { updateDraft, useSellDraft } from '../../components/sell/sell-draft.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import type { SaleTiming } from '../../lib/sell-funnel.ts';
import { VALUATION_ROUTES } from '../../lib/valuation-route.ts';
import { useRouter } from '../../router.tsx';
import type { PageProps } from '../registry.ts';

export default function TimingPage({ match }: PageProps) {
  useEditorTexts();
  const kind = match.params.type;
  if (!isProductKind(kind)) return <ErrorView status={404} />;
  return <Timing kind={kind} />;
}

function Timing({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('editor');
  const { navigate, href } = useRouter();
  const draft = useSellDraft();
  const [chosen, setChosen] = useState<SaleTiming | null>(null);
  // The seller's earlier answer (they came back) stands until they pick another one.
  const timing = chosen ?? draft.saleTiming;

  function submit(value: SaleTiming) {
    updateDraft({ saleTiming: value });
    navigate(value === 'now' ? href('sell-steps', { type: kind }) : href(VALUATION_ROUTES[kind].landing));
  }

  return (
    <FunnelFrame page="timing" kind={kind} title={t('funnel.timing.title')}>
      <ChoiceStep
        title={t('funnel.timing.title')}
        name="saleTiming"
        value={timing}
        onChange={setChosen}
        onSubmit={submit}
        submitLabel={timing === 'later' ? t('funnel.timing.toValuation') : undefined}
        choices={[
          { value: 'now', label: t('funnel.timing.now'), text: t('funnel.timing.nowText'), icon: <FunnelIcon name="now" /> },
          { value: 'later', label: t('funnel.timing.later'), text: t('funnel.timing.laterText'), icon: <FunnelIcon name="later" /> },
        ]}
      >
        {/* The region stays in the page, so choosing "later" announces what it means. */}
        <div aria-live="polite">
          {timing === 'later' && (
            <div className="notice funnel-note">
              <h2 className="funnel-note__title">{t('funnel.timing.laterNote.title')}</h2>
              <p>{t('funnel.timing.laterNote.valuation')}</p>
              <p>{t('funnel.timing.laterNote.listLater')}</p>
            </div>
          )}
        </div>
      </ChoiceStep>
    </FunnelFrame>
  );
}
