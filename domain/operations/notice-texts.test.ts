import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/rules.ts';
import { instantFromBerlinInput } from './berlin-input.ts';
import { effectiveValidFrom, splitLines, splitParagraphs, startsAtOnce, startToSend, termsInputSchema, validFromProblem, versionInForce } from './notice-texts.ts';

const valid = { validFrom: 1_800_000_000_000, title: { de: 'AGB' }, content: { de: ['Absatz'] }, changes: { de: ['Neu'] } };
const errors = (input: unknown) => {
  const result = termsInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('terms input', () => {
  it('requires German title, content and changes', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, title: { en: 'Terms' } })).toMatchObject({ 'title.de': 'validation.required' });
    expect(errors({ ...valid, content: { de: [] } })).toMatchObject({ 'content.de': 'validation.required' });
    expect(errors({ ...valid, changes: { de: ['  '] } })).toMatchObject({ 'changes.de.0': 'validation.required' });
  });

  it('refuses unknown locales, long titles and a locale given for one text only', () => {
    expect(Object.keys(errors({ ...valid, title: { de: 'AGB', xx: 'x' } }))).toHaveLength(1);
    expect(errors({ ...valid, title: { de: 'x'.repeat(201) } })).toMatchObject({ 'title.de': 'validation.max' });
    expect(errors({ ...valid, title: { de: 'AGB', en: 'Terms' } })).toEqual({ 'content.en': 'validation.required', 'changes.en': 'validation.required' });
  });

  it('keeps HTML as the text it is', () => {
    const parsed = termsInputSchema.parse({ ...valid, content: { de: ['<b>fett</b>'] } });
    expect(parsed.content.de).toEqual(['<b>fett</b>']);
  });
});

describe('start time', () => {
  it('accepts up to a minute in the past, which then means now', () => {
    expect(validFromProblem(1_000_000 - 60_000, 1_000_000)).toBeNull();
    expect(validFromProblem(1_000_000 - 60_001, 1_000_000)).toBe('validation.date');
    expect(effectiveValidFrom(999_000, 1_000_000)).toBe(1_000_000);
    expect(effectiveValidFrom(2_000_000, 1_000_000)).toBe(2_000_000);
  });

  it('takes the minute entered in the console, typed in its last second and published after it, as at once', () => {
    // Saturday 28 November 2026, 23:59:59.5 Berlin: the operator enters this minute, "23:59", and publishes 1.5 s later.
    const entered = instantFromBerlinInput('2026-11-28T23:59') as number;
    const typedAt = Date.parse('2026-11-28T22:59:59.500Z');
    const sentAt = typedAt + 1_500;
    expect(startsAtOnce(entered, typedAt)).toBe(true);
    expect(startToSend(entered, sentAt)).toBe(sentAt);
    // The API answers half a second later; the start the form sent is inside its grace, and starts on arrival.
    expect(validFromProblem(startToSend(entered, sentAt), sentAt + 500)).toBeNull();
  });

  it('sends a start in the future, or further in the past than the minute before, as entered', () => {
    const entered = instantFromBerlinInput('2026-11-29T10:15') as number;
    expect(startToSend(entered, entered - 1)).toBe(entered);
    expect(startsAtOnce(entered, entered - 1)).toBe(false);
    // Up to the end of the following minute it is at once; from then on the API refuses it as a past start.
    expect(startToSend(entered, entered + 119_999)).toBe(entered + 119_999);
    expect(startToSend(entered, entered + 120_000)).toBe(entered);
    expect(startsAtOnce(entered, entered + 120_000)).toBe(false);
    expect(validFromProblem(startToSend(entered, entered + 120_000), entered + 120_000)).toBe('validation.date');
  });

  it('finds the one version in force', () => {
    const versions = [{ id: 1, validFrom: 10 }, { id: 2, validFrom: 20 }, { id: 3, validFrom: 30 }];
    expect(versionInForce(versions, 25)?.id).toBe(2);
    expect(versionInForce(versions, 5)).toBeNull();
  });
});

describe('textarea parsing', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(splitParagraphs('Eins\nweiter\r\n\r\n  \n Zwei \n\n\n')).toEqual(['Eins\nweiter', 'Zwei']);
  });

  it('reads one change per line without list bullets', () => {
    expect(splitLines('- Neu\n\n• Anders\nDrittens')).toEqual(['Neu', 'Anders', 'Drittens']);
  });
});
