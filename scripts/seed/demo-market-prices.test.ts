import { describe, expect, it } from 'vitest';
import { type MarketSale, marketPriceReport } from '../../domain/market-price.ts';
import { demoSalesHistory } from './demo-sales-history.ts';
import { demoVehicleDetails } from './demo-vehicle-details.ts';
import { demoVehicles } from './demo-vehicles.ts';

// A Tuesday morning: the demo's auctions run (on a weekend they would wait for Monday's window).
const NOW = new Date('2026-12-01T10:00:00Z');

function historySales(): MarketSale[] {
  return demoSalesHistory(NOW).flatMap((sale, index) =>
    sale.rounds.map((round) => ({
      saleId: `${sale.internalNumber}-${round.round}`,
      vehicleId: -1 - index,
      productType: sale.productType,
      make: sale.make,
      model: sale.model,
      firstRegistrationYear: sale.firstRegistrationYear,
      mileage: sale.mileage,
      lengthMm: sale.lengthMm,
      equipment: sale.equipment,
      price: round.highestBid,
      kind: round.sold ? ('hammer' as const) : ('failed_highest_bid' as const),
      at: round.endedAt,
    })),
  );
}

describe('demo market prices', () => {
  it('shows a range beside most running auctions and an honest "too few" beside some', () => {
    const sales = historySales();
    const statuses = demoVehicles(NOW).flatMap((vehicle, index) => {
      if (vehicle.status !== 'running') return [];
      const equipment = demoVehicleDetails(vehicle, index).values.equipment;
      const subject = { ...vehicle, equipment: Array.isArray(equipment) ? equipment : [] };
      return [marketPriceReport(0, subject, sales, NOW.getTime()).price.status];
    });
    expect(statuses.filter((status) => status === 'ok').length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status === 'too_few').length).toBeGreaterThanOrEqual(2);
  });
});
