/** The board's outbid alert choice: read back as stored, both off for anything unreadable. */
import { describe, expect, it } from 'vitest';
import { NO_ALERTS, parseAlertPrefs } from './outbid-alert.ts';

describe('outbid alert choice', () => {
  it('reads what was stored', () => {
    expect(parseAlertPrefs(JSON.stringify({ sound: true, vibrate: false }))).toEqual({ sound: true, vibrate: false });
    expect(parseAlertPrefs(JSON.stringify({ vibrate: true }))).toEqual({ sound: false, vibrate: true });
  });

  it('is off for nothing stored, broken text or values that are not true', () => {
    expect(parseAlertPrefs(null)).toEqual(NO_ALERTS);
    expect(parseAlertPrefs('{oops')).toEqual(NO_ALERTS);
    expect(parseAlertPrefs(JSON.stringify({ sound: 'yes', vibrate: 1 }))).toEqual(NO_ALERTS);
    expect(parseAlertPrefs('null')).toEqual(NO_ALERTS);
  });
});
