/** A signed-in customer's language choice: saved first, then the customer reloaded, then the move; nothing on refusal. */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, type LanguageSteps } from './save-language.ts';

function recorder(refuse = false) {
  const log: string[] = [];
  const steps: LanguageSteps = {
    save: async (locale) => {
      log.push(`save ${locale}`);
      if (refuse) throw new Error('validation_failed');
      return { customer: { languageSetting: locale } };
    },
    reloadCustomer: async (saved) => {
      log.push(`reload ${JSON.stringify(saved)}`);
    },
    remember: (locale) => log.push(`remember ${locale}`),
    go: (href) => log.push(`go ${href}`),
  };
  return { log, steps };
}

describe('choosing a language while signed in', () => {
  it('saves the setting, reloads the customer with the answer and then moves to the new locale', async () => {
    const { log, steps } = recorder();
    await chooseLanguage('nl', 'https://campermarkt24.nl/account', steps);
    expect(log).toEqual(['save nl', 'reload {"customer":{"languageSetting":"nl"}}', 'remember nl', 'go https://campermarkt24.nl/account']);
  });

  it('stays on the page when the server refuses', async () => {
    const { log, steps } = recorder(true);
    await expect(chooseLanguage('sv', '/sv', steps)).rejects.toThrow('validation_failed');
    expect(log).toEqual(['save sv']);
  });
});
