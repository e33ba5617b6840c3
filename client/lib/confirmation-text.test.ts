import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import { confirmedTextKey } from './confirmation-text.ts';

/** The text of a key like `auth.verify.signedInText` in a locale's messages. */
function text(messages: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
}

describe('the text after a first address confirmation', () => {
  it('says that other devices were signed out only when other sessions ended, in German and English', () => {
    const cases = [
      { passwordCleared: false, otherSessionsEnded: false },
      { passwordCleared: true, otherSessionsEnded: false },
      { passwordCleared: false, otherSessionsEnded: true },
      { passwordCleared: true, otherSessionsEnded: true },
    ];
    for (const facts of cases) {
      const key = confirmedTextKey(facts);
      expect(text(de, key).includes('auf allen anderen Geräten abgemeldet'), `de ${key}`).toBe(facts.otherSessionsEnded);
      expect(text(en, key).includes('signed you out on all other devices'), `en ${key}`).toBe(facts.otherSessionsEnded);
      expect(text(de, key).includes('Passwort entfernt'), `de ${key}`).toBe(facts.passwordCleared);
      expect(text(en, key).includes('removed the password'), `en ${key}`).toBe(facts.passwordCleared);
    }
  });
});
