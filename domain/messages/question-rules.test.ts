import { describe, expect, it } from 'vitest';
import { acceptsQuestions, ANSWER_MAX_LENGTH, checkAnswer, checkQuestion, normalizeText, QUESTION_MAX_LENGTH } from './question-rules.ts';

describe('questions to the seller: what may be asked', () => {
  // Real questions dealers ask about a vehicle, in every language: none of them may be refused.
  it.each([
    ['de', 'Wurde der Zahnriemen gewechselt?'],
    ['de', 'Wie viele Kilometer hat der Motor gelaufen?'],
    ['de', 'Wie viel Kilometer hat er wirklich, und gibt es ein Scheckheft?'],
    ['de', 'Ist das Reserverad vorhanden und hat er Euro 6?'],
    ['de', 'Wurde der TÜV am 12.03.2023 ohne Mängel gemacht? Die Reifen sind von 2019-2021?'],
    ['de', 'Sind die Kolbenringe neu? Wie viel Zuladung bleibt mit 4 Personen?'],
    ['de', 'Hat der Wagen 45.000 km oder 1.250.000 km? Ist die Dichtigkeitsprüfung aktuell?'],
    ['en', 'Has the cambelt been replaced and is there a full service history?'],
    ['en', 'How much mileage does it have and how many previous owners?'],
    ['en', 'Any damp in the rear corners? Is the piston ring ok?'],
    ['nl', 'Hoeveel kilometer heeft de motor?'],
    ['nl', 'Is de distributieriem vervangen? Zijn er vochtproblemen?'],
    ['sv', 'Hur mycket har den gått och finns det servicebok?'],
    ['sv', 'Har kamremmen bytts?'],
    ['da', 'Hvor mange kilometer har den kørt? Hvor meget vejer den?'],
    ['da', 'Er der fugtskader i opbygningen?'],
    ['pl', 'Ile kilometrów ma przebieg i czy pojazd był uszkodzony?'],
    ['pl', 'Czy pasek rozrządu był wymieniany?'],
    ['es', '¿Cuántos kilómetros tiene y tiene libro de mantenimiento?'],
    ['es', '¿Hay humedad en la carrocería?'],
    ['cs', 'Kolik má najeto kilometrů? Byl vůz havarovaný?'],
    ['cs', 'Byl vyměněn rozvodový řemen?'],
  ])('passes a %s question: %s', (_locale, question) => {
    expect(checkQuestion(question)).toBeNull();
  });

  it.each([
    ['de', 'Was ist Ihr Mindestpreis?'],
    ['de', 'Wie viel wollen Sie dafür haben?'],
    ['de', 'Würden Sie 25.000 € nehmen?'],
    ['de', 'Geht es auch für 30k?'],
    ['de', 'Was ist Ihre Schmerzgrenze, ist der Preis verhandelbar?'],
    ['en', 'What is the lowest price?'],
    ['en', 'How much do you want for it?'],
    ['en', 'Would you take 20000 euros?'],
    ['en', 'Is there a reserve?'],
    ['nl', 'Wat is de vraagprijs?'],
    ['nl', 'Hoeveel wilt u ervoor hebben?'],
    ['nl', 'Is er korting mogelijk?'],
    ['sv', 'Vad är priset?'],
    ['sv', 'Hur mycket vill du ha för den?'],
    ['da', 'Hvad er prisen?'],
    ['da', 'Hvor meget koster den?'],
    ['pl', 'Jaka jest cena minimalna?'],
    ['pl', 'Ile kosztuje?'],
    ['pl', 'Ile chcesz za niego?'],
    ['es', '¿Cuál es el precio?'],
    ['es', '¿Cuánto pide por él?'],
    ['es', '¿Cuánto cuesta?'],
    ['cs', 'Kolik stojí?'],
    ['cs', 'Jaká je cena?'],
    ['cs', 'Kolik chcete?'],
  ])('refuses a %s price question: %s', (_locale, question) => {
    expect(checkQuestion(question)).toBe('question_price');
  });

  it.each([
    ['de', 'Meine Nummer: 0176 123 45 67'],
    ['de', 'Erreichbar unter +49 (176) 1234-567'],
    ['de', 'Schreiben Sie an max.mustermann@example.com'],
    ['de', 'max (at) example (dot) de'],
    ['de', 'max at example punkt de'],
    ['de', 'Schreiben Sie mir auf WhatsApp'],
    ['de', 'Rufen Sie mich bitte an'],
    ['de', 'Wie lautet Ihre Telefonnummer?'],
    ['de', 'Mehr Bilder auf camper-max.de'],
    ['en', 'Call me please'],
    ['en', 'Can you send me your e-mail?'],
    ['en', 'More photos at www.example.com'],
    ['en', 'See https://example.org/van'],
    ['nl', 'Bel me even op 06-12345678'],
    ['sv', 'Ring mig på 070-123 45 67'],
    ['da', 'Ringe til mig venligst'],
    ['pl', 'Zadzwoń do mnie'],
    ['es', '¿Puedo llamarle mañana?'],
    ['cs', 'Můžete mi zavolat?'],
  ])('refuses %s contact details: %s', (_locale, question) => {
    expect(checkQuestion(question)).toBe('question_contact');
  });

  it('refuses empty and overlong questions', () => {
    expect(checkQuestion('')).toBe('question_empty');
    expect(checkQuestion('   \n ')).toBe('question_empty');
    expect(checkQuestion('a'.repeat(QUESTION_MAX_LENGTH))).toBeNull();
    expect(checkQuestion('a'.repeat(QUESTION_MAX_LENGTH + 1))).toBe('question_too_long');
  });

  it('normalises case and accents, including the letters NFD does not split', () => {
    expect(normalizeText('ZADZWOŃ Łódź Straße Ærø  Kč')).toBe('zadzwon lodz strasse aero kc');
  });
});

describe('answers', () => {
  it('takes any answer that names no contact details', () => {
    expect(checkAnswer('Ja, 2022 bei 80.000 km in der Fachwerkstatt. Preis bleibt wie angegeben.')).toBeNull();
    expect(checkAnswer('  ')).toBe('answer_empty');
    expect(checkAnswer('a'.repeat(ANSWER_MAX_LENGTH + 1))).toBe('answer_too_long');
    expect(checkAnswer('Rufen Sie mich an: 0176 1234567')).toBe('answer_contact');
  });
});

describe('which listings take questions', () => {
  it('takes them while the vehicle is for sale, not before review or after the sale', () => {
    expect(acceptsQuestions('running')).toBe(true);
    expect(acceptsQuestions('ended')).toBe(true);
    expect(acceptsQuestions('editing')).toBe(false);
    expect(acceptsQuestions('under_review')).toBe(false);
    expect(acceptsQuestions('sold')).toBe(false);
  });
});
