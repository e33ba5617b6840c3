/** The damage list: local entries, adding, the area rule, the body sent, ids after a save and missing fields. */
import { describe, expect, it } from 'vitest';
import { addDamage, assignIds, changeDamage, damageErrors, damagesBody, localDamages, removeDamage, resync } from './editor-damages.ts';
import type { EditorDamage } from './editor-media.ts';

const server = (id: number, sortOrder: number, attributes: Record<string, string>): EditorDamage => ({ id, sortOrder, attributes, images: [] });
const template = { attributes: { damage_location: '', damage_type: '', damage_description: '' } };

describe('damage list', () => {
  it('orders the server entries by sortOrder and keys them by id', () => {
    const list = localDamages([server(9, 1, { damage_location: 'rear' }), server(4, 0, { damage_location: 'roof' })]);
    expect(list.map((damage) => [damage.key, damage.id])).toEqual([['d4', 4], ['d9', 9]]);
  });

  it('adds an entry from the template at the end, without an id', () => {
    const list = addDamage(localDamages([server(4, 0, { damage_location: 'roof' })]), template);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ id: null, attributes: { damage_location: '', damage_type: '', damage_description: '' } });
    expect(list[1]?.key).not.toBe(addDamage([], template)[0]?.key);
  });

  it('clears the type when the area changes, and only then', () => {
    const [first] = localDamages([server(4, 0, { damage_location: 'roof', damage_type: 'crack', damage_description: 'x' })]);
    const key = first?.key ?? '';
    const same = changeDamage(localDamages([server(4, 0, { damage_location: 'roof', damage_type: 'crack' })]), key, 'damage_location', 'roof');
    expect(same[0]?.attributes.damage_type).toBe('crack');
    const moved = changeDamage([first!], key, 'damage_location', 'rear');
    expect(moved[0]?.attributes).toEqual({ damage_location: 'rear', damage_type: '', damage_description: 'x' });
    expect(changeDamage([first!], key, 'damage_type', 'dent')[0]?.attributes.damage_location).toBe('roof');
  });

  it('sends the whole list in order with every field', () => {
    const list = removeDamage(addDamage(localDamages([server(4, 0, { damage_location: 'roof' }), server(5, 1, { damage_location: 'rear' })]), template), 'd4');
    expect(damagesBody(list)).toEqual([
      { id: 5, attributes: { damage_location: 'rear', damage_type: '', damage_description: '' } },
      { id: null, attributes: { damage_location: '', damage_type: '', damage_description: '' } },
    ]);
  });

  it('gives new entries the id the server gave the entry at their place, and keeps their keys', () => {
    const list = addDamage(localDamages([server(4, 0, { damage_location: 'roof' })]), template);
    const keys = list.map((damage) => damage.key);
    const answer = [server(4, 0, { damage_location: 'roof' }), server(12, 1, {})];
    const withIds = assignIds(list, keys, answer);
    expect(withIds.map((damage) => damage.id)).toEqual([4, 12]);
    expect(resync(withIds, answer).map((damage) => damage.key)).toEqual(keys);
  });

  it('names the missing area and type of each damage like the server does', () => {
    const list = addDamage(localDamages([server(4, 0, { damage_location: 'roof', damage_type: 'dent' })]), template);
    expect(damageErrors(list)).toEqual({ 'damages.1.damage_location': 'validation.required', 'damages.1.damage_type': 'validation.required' });
  });
});
