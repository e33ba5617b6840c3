/**
 * The attribute fields of one step, in the step's order (domain/ad-editor/steps.ts), each from its definition, with
 * the dependent fields shown only when they apply. Answers are checked in the browser first (the server's rules),
 * confirmed where the spec asks for it, then handed to the draft, which saves them.
 */
import { useTranslation } from 'react-i18next';
import { confirmationFor } from '../../../domain/ad-editor/confirmations.ts';
import { MAX_PICKUP_MONTHS, MIN_TARGET_PRICE } from '../../../domain/ad-editor/rules.ts';
import { formatEuro, formatInteger, kwToPs } from '../../../domain/format.ts';
import type { AttributeValue } from '../../../domain/product.ts';
import { type Change, sameValue } from '../../lib/editor-draft.ts';
import { addMonths, berlinToday, fieldShown, ruleErrors } from '../../lib/editor-fields.ts';
import { MarketPriceSlot } from '../market-price/market-price-slot.tsx';
import { AttributeField, type FieldHandlers } from './attribute-field.tsx';
import { useEditor } from './editor-context.tsx';

export function AttributeStep({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('editor');
  const { kind, draft, ask, product, definitions, seller } = useEditor();
  const today = berlinToday();
  const defs = new Map([...definitions.product, ...definitions.auction].map((def) => [def.attributeCode, def]));

  /** The server's rule for a value, as the text to show; null when it passes. */
  function problem(code: string, value: Change | 'invalid'): string | null {
    if (value === 'invalid') return 'validation.integer';
    const next = { ...draft.values };
    if (value === null) delete next[code];
    else next[code] = value;
    const key = ruleErrors(kind, next, [code], today)[code];
    // Translated here: a price floor's text may name the minimum ({{min}}), which the field's own lookup cannot fill.
    return key ? t(key, { min: formatEuro(MIN_TARGET_PRICE) }) : null;
  }

  const handlersFor = (code: string): FieldHandlers => ({
    input(value) {
      // While typing, a value that breaks a rule or needs a confirmation waits for the end of the input.
      draft.setErrors({ [code]: null });
      if (problem(code, value) !== null || value === 'invalid' || confirmationFor(kind, code, value)) return;
      draft.setValue(code, value);
    },
    async commit(value, previous) {
      const message = problem(code, value);
      if (message !== null || value === 'invalid') {
        draft.setErrors({ [code]: message });
        return true;
      }
      const current = draft.values[code] ?? null;
      if (sameValue(current, value)) return true;
      if (await ask(code, value)) {
        draft.setValue(code, value);
        return true;
      }
      // "No": the value from before this edit comes back (a number may have been kept while it was typed).
      const before = previous ?? current;
      if (!sameValue(current, before ?? null)) draft.setValue(code, before ?? null);
      return false;
    },
  });

  function hint(code: string, value: AttributeValue | undefined): string | undefined {
    switch (code) {
      case 'power':
        return typeof value === 'number' ? te('editor.hints.power', { ps: formatInteger(kwToPs(value)) }) : undefined;
      case 'minimum_price':
        return te('editor.hints.minimumPrice', { min: formatEuro(MIN_TARGET_PRICE) });
      case 'buy_now_price':
        return te('editor.hints.buyNowPrice');
      case 'vat_reportable':
        return seller === 'unknown' ? te('editor.hints.vatReportable') : undefined;
      case 'pickup_date':
        return te('editor.hints.pickupDate', { months: MAX_PICKUP_MONTHS });
      case 'description':
        return te('editor.hints.description');
      case 'vin':
        return te('editor.hints.vin');
      default:
        return undefined;
    }
  }

  const shown = codes.flatMap((code) => {
    const def = defs.get(code);
    return def && fieldShown(code, draft.values, seller) ? [{ code, def }] : [];
  });
  return (
    <div className="editor-fields">
      {/* Before the seller sets the minimum price: what comparable vehicles sold for (their own ad, so always allowed). */}
      {shown.some(({ code }) => code === 'minimum_price') && <MarketPriceSlot productId={product.entityId} owner />}
      {shown.map(({ code, def }) => (
        <AttributeField
          key={code}
          def={def}
          value={draft.values[code]}
          required={product.editor.required.includes(code)}
          error={draft.errors[code]}
          hint={hint(code, draft.values[code])}
          choose={te('editor.choose')}
          today={today}
          dateRange={code === 'pickup_date' ? { min: today, max: addMonths(today, MAX_PICKUP_MONTHS) } : undefined}
          handlers={handlersFor(code)}
        />
      ))}
    </div>
  );
}
