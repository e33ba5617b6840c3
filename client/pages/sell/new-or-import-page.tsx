/** Funnel step 2: enter the vehicle data by hand or import them (plate in the Netherlands, a portal ad everywhere). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProductKind } from '../../../domain/ad-editor/steps.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { ChoiceStep } from '../../components/sell/choice-step.tsx';
import { FunnelFrame } from '../../components/sell/funnel-frame.tsx';
import { FunnelIcon } from '../../components/sell/funnel-icons.tsx';
import { updateDraft } from '../../components/sell/sell-draft.ts';
import { useImportOptions } from '../../components/sell/use-import-options.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { useRouter } from '../../router.tsx';
import type { PageProps } from '../registry.ts';

type Way = 'new' | 'import';

export default function NewOrImportPage({ match }: PageProps) {
  useEditorTexts();
  const { t } = useTranslation('editor');
  const { navigate, href, locale } = useRouter();
  const options = useImportOptions();
  const [way, setWay] = useState<Way | null>(null);
  const kind = match.params.type;
  if (!isProductKind(kind)) return <ErrorView status={404} />;

  // The plate lookup is the Dutch registry's; elsewhere only a portal ad can be imported, and only with a provider.
  const dutch = locale === 'nl';
  const importable = dutch ? options?.plate !== false || options?.portal === true : options?.portal === true;
  const importText = options === undefined && !dutch ? t('funnel.newOrImport.importChecking') : !importable ? t('funnel.newOrImport.importUnavailable') : dutch ? t('funnel.newOrImport.importTextPlate') : t('funnel.newOrImport.importTextPortal');

  function go(value: Way) {
    updateDraft({ via: value });
    navigate(href(value === 'new' ? 'sell-timing' : 'sell-import', { type: kind as string }));
  }

  return (
    <FunnelFrame page="new-or-import" kind={kind} title={t('funnel.newOrImport.title')}>
      <ChoiceStep
        title={t('funnel.newOrImport.title')}
        name="dataSource"
        value={way}
        onChange={setWay}
        onSubmit={go}
        choices={[
          { value: 'new', label: t('funnel.newOrImport.new'), text: t('funnel.newOrImport.newText'), icon: <FunnelIcon name="pen" /> },
          { value: 'import', label: t('funnel.newOrImport.import'), text: importText, icon: <FunnelIcon name="import" />, disabled: !importable },
        ]}
      />
    </FunnelFrame>
  );
}
