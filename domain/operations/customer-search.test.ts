import { describe, expect, it } from 'vitest';
import { escapeLike, pageCount, parseCustomerQuery } from './customer-search.ts';

describe('customer search query', () => {
  it('treats an empty or blank query as no filter', () => {
    expect(parseCustomerQuery(undefined)).toBeNull();
    expect(parseCustomerQuery('   ')).toBeNull();
  });

  it('recognises a customer number, with or without #', () => {
    expect(parseCustomerQuery('42')).toEqual({ id: 42, contains: '%42%' });
    expect(parseCustomerQuery('#7')?.id).toBe(7);
    expect(parseCustomerQuery('99999999999')?.id).toBeNull();
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(parseCustomerQuery(' Anna_%X ')).toEqual({ id: null, contains: '%anna\\_\\%x%' });
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
