/** The demo details only use attributes and option codes the attribute catalogue defines, fitting each vehicle kind. */
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import { demoVehicleDetails } from './demo-vehicle-details.ts';
import { demoVehicles } from './demo-vehicles.ts';

const productDefs = new Map(ATTRIBUTE_CATALOG.filter((def) => def.entityType === 'product').map((def) => [def.code, def]));
const damageDefs = new Map(ATTRIBUTE_CATALOG.filter((def) => def.entityType === 'damage').map((def) => [def.code, def]));
const vehicles = demoVehicles(new Date('2026-11-21T10:00:00Z'));

describe('demo vehicle details', () => {
  it('use defined attributes, valid options and attributes meant for the vehicle kind', () => {
    for (const [index, vehicle] of vehicles.entries()) {
      for (const [code, value] of Object.entries(demoVehicleDetails(vehicle, index).values)) {
        const def = productDefs.get(code);
        expect(def, code).toBeDefined();
        if (!def) continue;
        if (def.productKinds) expect(def.productKinds, `${code} on ${vehicle.productType}`).toContain(vehicle.productType);
        const options = new Set((def.options ?? []).map((option) => option.code));
        if (def.frontendInput === 'select') expect(options.has(String(value)), `${code}=${String(value)}`).toBe(true);
        if (def.frontendInput === 'multipleselect') for (const item of value as string[]) expect(options.has(item), item).toBe(true);
      }
    }
  });

  it('describe damages with valid damage options and say so in the condition fields', () => {
    let damaged = 0;
    for (const [index, vehicle] of vehicles.entries()) {
      const details = demoVehicleDetails(vehicle, index);
      expect(details.values.defects_exists).toBe(details.damages.length > 0 ? 'yes' : 'no');
      expect(details.defectsDescription === null).toBe(details.damages.length === 0);
      for (const damage of details.damages) {
        damaged++;
        for (const code of ['damage_location', 'damage_type'] as const) {
          const options = (damageDefs.get(code)?.options ?? []).map((option) => option.code);
          expect(options).toContain(damage.attributes[code]);
        }
        expect(damage.imageCount).toBeGreaterThan(0);
      }
    }
    expect(damaged).toBeGreaterThan(5);
  });

  it('is deterministic', () => {
    const vehicle = vehicles[3];
    if (!vehicle) throw new Error('no demo vehicle');
    expect(demoVehicleDetails(vehicle, 3)).toEqual(demoVehicleDetails(vehicle, 3));
  });
});
