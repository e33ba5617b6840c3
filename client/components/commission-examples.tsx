/** A table of example dealer commissions computed by the domain rule, so text and numbers never disagree. */
import { useTranslation } from 'react-i18next';
import { COMMISSION_MAX_EUR, COMMISSION_MIN_EUR, commissionNet, grossFromNet } from '../../domain/commission.ts';
import { formatEuro } from '../../domain/format.ts';

const EXAMPLE_HAMMER_PRICES = [12_000, 22_800, 45_000, 80_000, 200_000, 250_000];

export function CommissionExamples() {
  const { t } = useTranslation();
  return (
    <section className="commission">
      <h2>{t('pricing.examplesTitle')}</h2>
      <p className="commission__rule">
        {t('pricing.rule', { min: formatEuro(COMMISSION_MIN_EUR), max: formatEuro(COMMISSION_MAX_EUR) })}
      </p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('pricing.hammerPrice')}</th>
            <th scope="col">{t('pricing.commissionNet')}</th>
            <th scope="col">{t('pricing.commissionGross')}</th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLE_HAMMER_PRICES.map((price) => {
            const net = commissionNet(price);
            return (
              <tr key={price}>
                <td>{formatEuro(price)}</td>
                <td>{formatEuro(net)}</td>
                <td>{formatEuro(grossFromNet(net))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
