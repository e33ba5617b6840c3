/** Amounts of an auction under the seller's net/gross rule (domain/pricing.ts), and the unit hint of the forms. */
import { useTranslation } from 'react-i18next';
import { type PriceColour } from '../../../domain/auction/price-colour.ts';
import { formatEuro } from '../../../domain/format.ts';
import { VAT_RATE_PERCENT } from '../../../domain/commission.ts';
import { type PriceRule, priceDisplay } from '../../../domain/pricing.ts';

/** A labelled amount with its VAT note; `tone` colours it by the price colour rule. */
export function Money(props: { label: string; amount: number; rule: PriceRule; large?: boolean; tone?: PriceColour | null; live?: boolean }) {
  const { t } = useTranslation();
  const shown = priceDisplay(props.amount, props.rule);
  return (
    <div className={`box-price${props.large ? ' box-price--large' : ''}`}>
      <span className="box-price__label">{props.label}</span>
      <strong className={`box-price__amount${props.tone ? ` price-colour price-colour--${props.tone}` : ''}`} data-amount={props.amount}>
        {formatEuro(shown.amount)}
      </strong>
      <span className="box-price__note">
        {t(`product.vat.${shown.note}`, { percent: VAT_RATE_PERCENT })}
        {shown.net !== null && ` · ${t('product.vat.netAmount', { amount: formatEuro(shown.net) })}`}
      </span>
    </div>
  );
}

/** An amount as buyers see it (gross for German VAT-reportable sellers), without a note. */
export function shownPrice(amount: number, rule: PriceRule): string {
  return formatEuro(priceDisplay(amount, rule).amount);
}

/**
 * An amount in a sentence, in the unit it is entered in: "12.500 €" for private sellers, "12.500 € net" for
 * VAT-reportable ones, with the gross amount beside it where buyers see gross prices.
 */
export function useAmountText(rule: PriceRule): (amount: number) => string {
  const { t } = useTranslation();
  return (amount) => {
    if (!rule.vatReportable) return formatEuro(amount);
    const shown = priceDisplay(amount, rule);
    return shown.note === 'gross' ? t('auction.amount.netAndGross', { net: formatEuro(amount), gross: formatEuro(shown.amount) }) : t('auction.amount.net', { net: formatEuro(amount) });
  };
}

/**
 * What the forms say about the unit: amounts are entered as stored (net for VAT-reportable sellers, else without
 * VAT), with the gross equivalent of the typed amount where buyers see gross prices.
 */
export function UnitHint({ rule, amount, id }: { rule: PriceRule; amount: number | null; id: string }) {
  const { t } = useTranslation();
  const shown = amount === null ? null : priceDisplay(amount, rule);
  return (
    <p id={id} className="field-hint auction-form__unit">
      {t(rule.vatReportable ? 'auction.unit.net' : 'auction.unit.noVat', { percent: VAT_RATE_PERCENT })}
      {shown?.note === 'gross' && ` ${t('auction.unit.grossEquivalent', { amount: formatEuro(shown.amount) })}`}
    </p>
  );
}
