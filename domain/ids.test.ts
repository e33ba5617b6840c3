import { describe, expect, it } from 'vitest';
import { isEntityId } from './ids.ts';

describe('isEntityId', () => {
  it('accepts positive integers in plain digits only', () => {
    for (const id of ['1', '42', '999999999999999']) expect(isEntityId(id), id).toBe(true);
    for (const id of ['0', '-1', '01', '1e9', 'abc', '1.5', '', ' 1', '1000000000000000']) expect(isEntityId(id), id).toBe(false);
  });
});
