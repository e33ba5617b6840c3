import { describe, expect, it } from 'vitest';
import { type FieldState, reportOf, visibleMessages } from './field-messages.ts';
import { emailHints, validateForm } from './form-validation.ts';
import { newsletterSchema } from '../../domain/validation/forms.ts';

type Values = { email: string; name: string };
const values: Values = { email: 'anna@gmial', name: '' };
const report = { fields: { email: 'validation.email', name: 'validation.required' }, hints: {} };
const state = (patch: Partial<FieldState<Values>>): FieldState<Values> => ({ values, report, left: new Set(), tried: false, server: null, ...patch });

describe('visibleMessages', () => {
  it('shows nothing before a field was left or a submit tried', () => {
    expect(visibleMessages(state({}))).toEqual({ fields: {}, hints: {} });
  });

  it('shows the message of a field once it was left, and only of that field', () => {
    expect(visibleMessages(state({ left: new Set(['email']) })).fields).toEqual({ email: 'validation.email' });
  });

  it('shows every message after a submit was tried', () => {
    expect(visibleMessages(state({ tried: true })).fields).toEqual(report.fields);
  });

  it('shows nothing while the check is still loading', () => {
    expect(visibleMessages(state({ report: null, tried: true })).fields).toEqual({});
  });

  it("keeps the server's message while the field holds the value it judged, and drops it once changed", () => {
    const server = { fields: { email: 'Diese Adresse ist schon registriert' }, values: { email: 'anna@gmail.com', name: 'Anna' } };
    const passing = { fields: {}, hints: {} };
    const same = state({ values: server.values, report: passing, server, tried: true });
    expect(visibleMessages(same).fields).toEqual({ email: 'Diese Adresse ist schon registriert' });
    const edited = state({ values: { ...server.values, email: 'anna@gmx.de' }, report: passing, server, tried: true });
    expect(visibleMessages(edited).fields).toEqual({});
  });

  it("lets the browser's own message win over the server's for a field that fails the check", () => {
    const server = { fields: { name: 'server text' }, values };
    expect(visibleMessages(state({ server, left: new Set(['name']) })).fields.name).toBe('validation.required');
  });

  it('shows a hint only for a left field without an error', () => {
    const hinted = { fields: { name: 'validation.required' }, hints: { email: 'validation.email_typo', name: 'validation.email_typo' } };
    expect(visibleMessages(state({ report: hinted })).hints).toEqual({});
    expect(visibleMessages(state({ report: hinted, tried: true })).hints).toEqual({ email: 'validation.email_typo' });
  });
});

describe('emailHints', () => {
  it('asks about a mistyped provider domain, and the form still passes the check', () => {
    const form = { email: 'anna@gmial.com' };
    expect(emailHints(form, ['email'])).toEqual({ email: 'validation.email_typo' });
    expect(validateForm(newsletterSchema, form).ok).toBe(true);
  });

  it('is silent for a correct domain and for fields it was not asked about', () => {
    expect(emailHints({ email: 'anna@gmail.com', other: 'x@gmial.com' }, ['email'])).toEqual({});
  });

  it('makes a report from a failed check with its hints', () => {
    const failed = validateForm(newsletterSchema, { email: 'nope' });
    expect(reportOf(failed, { email: 'validation.email_typo' })).toEqual({ fields: { email: 'validation.email' }, hints: { email: 'validation.email_typo' } });
  });
});
