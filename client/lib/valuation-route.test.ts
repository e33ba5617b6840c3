/** Valuation routes, progress and the browser's form checks agree with the form contract (domain/valuation/form.ts). */
import { describe, expect, it } from 'vitest';
import type { RouteMatch } from '../../domain/routes.ts';
import { stepCount } from '../../domain/valuation/form.ts';
import { fieldError, firstInvalidStep, formField, stepErrors } from './valuation-checks.ts';
import { firstEditorStep, reportKey, VALUATION_STEP_COUNTS, valuationKind, valuationProgress, valuationStep } from './valuation-route.ts';

const match = (name: RouteMatch['name'], params: Record<string, string>): RouteMatch => ({ name, params, locale: 'en' }) as RouteMatch;

describe('valuation routes', () => {
  it('count the steps the form contract has', () => {
    expect(VALUATION_STEP_COUNTS.motorhome).toBe(stepCount('motorhome'));
    expect(VALUATION_STEP_COUNTS.trailer).toBe(stepCount('trailer'));
  });

  it('name the funnel and accept only its steps', () => {
    expect(valuationKind('valuation-trailer-report')).toBe('trailer');
    expect(valuationKind('index')).toBeNull();
    expect(valuationStep(match('valuation-trailer-step', { step: '3' }))).toBe(3);
    expect(valuationStep(match('valuation-motorhome-step', { step: '3' }))).toBeNull();
    expect(valuationStep(match('valuation-motorhome-step', { step: '0' }))).toBeNull();
    expect(valuationStep(match('valuation-motorhome-step', { step: '1a' }))).toBeNull();
  });

  it("read the report key from the path's last segment and refuse anything else", () => {
    const key = 'Ab_c-123xyz'.padEnd(43, 'Q');
    expect(reportKey(match('valuation-motorhome-report', { rest: `hymer-b-544/${key}` }))).toBe(key);
    expect(reportKey(match('valuation-motorhome-report', { rest: 'Ab_c-123xyz' }))).toBeNull();
    expect(reportKey(match('valuation-trailer-report', { slug: 'v42' }))).toBe('v42');
    expect(reportKey(match('valuation-trailer-report', { slug: '<script>' }))).toBeNull();
    expect(reportKey(match('valuation-trailer-report', {}))).toBeNull();
  });

  it('show progress and the minutes ahead', () => {
    expect(valuationProgress('trailer', 1)).toEqual({ current: 1, total: 3, percent: 33, minutesLeft: 3 });
    expect(valuationProgress('trailer', 3)).toEqual({ current: 3, total: 3, percent: 100, minutesLeft: 1 });
    expect(valuationProgress('motorhome', 9).current).toBe(2);
    expect(firstEditorStep('trailer')).toBe('profile');
  });
});

describe('the form checks', () => {
  it('ask for the required key data of the first step', () => {
    expect(stepErrors('motorhome', 0, { make: 'Hymer' })).toEqual({
      model: 'validation.required',
      firstRegistrationYear: 'validation.required',
      mileage: 'validation.required',
      zipCode: 'validation.required',
    });
    expect(stepErrors('trailer', 1, {})).toEqual({});
  });

  it('apply the shared rules to what is there', () => {
    expect(fieldError('motorhome', 0, 'mileage', { mileage: '12,5' })).toBe('validation.integer');
    expect(fieldError('motorhome', 0, 'firstRegistrationYear', { firstRegistrationYear: '1900' })).toBe('validation.min_value');
    expect(fieldError('motorhome', 0, 'zipCode', { zipCode: '!!' })).toBe('validation.zip_code');
    expect(fieldError('trailer', 2, 'email', { email: 'not-an-address' })).toBe('validation.email');
    expect(fieldError('trailer', 2, 'acceptedPrivacy', { acceptedPrivacy: false })).toBe('validation.required');
    expect(fieldError('trailer', 2, 'phone', {})).toBeUndefined();
  });

  it('find the first step that still needs something before submitting', () => {
    const complete = { make: 'Hobby', model: '460', firstRegistrationYear: '2016', zipCode: '10115', name: 'Eva', email: 'eva@example.org', acceptedPrivacy: true };
    expect(firstInvalidStep('trailer', complete)).toBeNull();
    expect(firstInvalidStep('trailer', { ...complete, zipCode: '' })).toBe(0);
    expect(firstInvalidStep('trailer', { ...complete, acceptedPrivacy: false })).toBe(2);
    expect(formField('valuate_my_vehicle.email')).toBe('email');
  });
});
