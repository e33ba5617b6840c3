/** The fields of one valuation step (VALUATION_STEPS), each with its label, hint and message, as the draft holds them. */
import { Fragment, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_ATTRIBUTES } from '../../../domain/attribute-catalog/vehicle.ts';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '../../../domain/locales.ts';
import { FUELS, PLANNED_SALE, VALUATION_EQUIPMENT, YES_NO_UNKNOWN } from '../../../domain/valuation/fields.ts';
import type { ValuationField } from '../../../domain/valuation/form.ts';
import type { DraftValue, DraftValues } from '../../lib/valuation-draft.ts';
import { Link } from '../../router.tsx';
import { SelectField } from '../account/select-field.tsx';
import { FieldFrame, useErrorText } from '../forms/field-frame.tsx';
import { ChoiceField } from './choice-field.tsx';

export interface StepFieldsProps {
  fields: readonly ValuationField[];
  required: readonly ValuationField[];
  values: DraftValues;
  errors: Partial<Record<ValuationField, string>>;
  onValue: (field: ValuationField, value: DraftValue, typing?: boolean) => void;
  onLeave: (field: ValuationField) => void;
}

const UNITS: Partial<Record<ValuationField, string>> = { mileage: 'km', powerKw: 'kW', lengthMm: 'mm', desiredPrice: '€' };
const AUTOCOMPLETE: Partial<Record<ValuationField, string>> = { zipCode: 'postal-code', name: 'name', email: 'email', phone: 'tel' };
const INPUT_TYPE: Partial<Record<ValuationField, string>> = { email: 'email', phone: 'tel' };
const OLDEST_YEAR = 1950;

/** An attribute's options from the catalogue in a language (the same labels the ad editor shows). */
function catalogOptions(code: string, locale: Locale): { code: string; label: string }[] {
  const attribute = VEHICLE_ATTRIBUTES.find((entry) => entry.code === code);
  return (attribute?.options ?? []).map((option) => ({ code: option.code, label: option.labels[locale] }));
}

const text = (value: DraftValue | undefined) => (typeof value === 'string' ? value : '');

export function StepFields(props: StepFieldsProps) {
  const { t, i18n } = useTranslation('valuation');
  const errorText = useErrorText();
  const locale = i18n.language;
  const language = (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : DEFAULT_LOCALE;
  const makes = useMemo(() => catalogOptions('make', language).filter((option) => option.code !== 'other').map((option) => option.label), [language]);
  // The catalogue's localized labels for the equipment that moves a price.
  const equipment = useMemo(() => {
    const labels = new Map(catalogOptions('equipment', language).map((option) => [option.code, option.label]));
    return VALUATION_EQUIPMENT.map((code) => ({ code, label: labels.get(code) ?? code }));
  }, [language]);
  const years = useMemo(() => {
    const newest = new Date().getFullYear();
    return Array.from({ length: newest - OLDEST_YEAR + 1 }, (_, index) => String(newest - index)).map((year) => ({ value: year, label: year }));
  }, []);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(Date.UTC(2000, index, 1)) }));
  }, [locale]);

  function field(name: ValuationField): ReactNode {
    const label = t(`fields.${name}.label`) + (props.required.includes(name) ? ' *' : '');
    const hint = i18n.exists(`fields.${name}.hint`, { ns: 'valuation' }) ? t(`fields.${name}.hint`) : undefined;
    const error = props.errors[name];
    const value = props.values[name];
    const common = { label, hint, error };
    const options = (codes: readonly string[], group: string) => codes.map((code) => ({ code, label: t(`options.${group}.${code}`) }));
    switch (name) {
      case 'firstRegistrationYear':
      case 'firstRegistrationMonth':
      case 'fuel':
        return (
          <SelectField
            {...common}
            name={name}
            value={text(value)}
            placeholder={t('fields.choose')}
            options={name === 'fuel' ? FUELS.map((code) => ({ value: code, label: t(`options.fuel.${code}`) })) : name === 'firstRegistrationYear' ? years : months}
            aria-required={props.required.includes(name) || undefined}
            onValue={(next) => props.onValue(name, next)}
            onBlur={() => props.onLeave(name)}
          />
        );
      case 'serviceBook':
      case 'damaged':
      case 'smokerCar':
      case 'plannedSale':
        return (
          <ChoiceField
            {...common}
            type="radio"
            name={name}
            options={name === 'plannedSale' ? options(PLANNED_SALE, 'plannedSale') : options(YES_NO_UNKNOWN, 'yesNoUnknown')}
            selected={typeof value === 'string' ? [value] : []}
            onToggle={(code) => props.onValue(name, code)}
          />
        );
      case 'equipment': {
        const ticked = Array.isArray(value) ? value : [];
        return (
          <ChoiceField
            {...common}
            type="checkbox"
            name={name}
            options={equipment}
            selected={ticked}
            onToggle={(code, checked) => props.onValue(name, checked ? [...ticked, code] : ticked.filter((entry) => entry !== code))}
          />
        );
      }
      case 'acceptedPrivacy':
        return (
          <div className="field valuation-privacy">
            <label className="checkbox">
              <input
                type="checkbox"
                name={name}
                checked={value === true}
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'valuation-privacy-error' : undefined}
                onChange={(event) => props.onValue(name, event.target.checked)}
                onBlur={() => props.onLeave(name)}
              />
              <span>
                {t('fields.acceptedPrivacy.label')} *{' '}
                <Link to="privacy" target="_blank" rel="noopener">
                  {t('fields.acceptedPrivacy.link')}
                </Link>
              </span>
            </label>
            {error && (
              <p id="valuation-privacy-error" className="field-error">
                {errorText(error)}
              </p>
            )}
          </div>
        );
      default: {
        const unit = UNITS[name];
        const numeric = unit !== undefined;
        return (
          <FieldFrame {...common}>
            {(control) => (
              <div className={unit ? 'valuation-unit' : undefined}>
                <input
                  {...control}
                  name={name}
                  type={INPUT_TYPE[name] ?? 'text'}
                  inputMode={numeric ? 'numeric' : undefined}
                  autoComplete={AUTOCOMPLETE[name] ?? 'off'}
                  list={name === 'make' ? 'valuation-makes' : undefined}
                  aria-required={props.required.includes(name) || undefined}
                  maxLength={numeric ? 12 : 100}
                  value={text(value)}
                  onChange={(event) => props.onValue(name, event.target.value, true)}
                  onBlur={() => props.onLeave(name)}
                />
                {unit && (
                  <span className="valuation-unit__label" aria-hidden="true">
                    {unit}
                  </span>
                )}
              </div>
            )}
          </FieldFrame>
        );
      }
    }
  }

  return (
    <div className="valuation-fields">
      {props.fields.map((name) => (
        <Fragment key={name}>{field(name)}</Fragment>
      ))}
      {props.fields.includes('make') && (
        // The known makes as suggestions; any other make may be typed.
        <datalist id="valuation-makes">
          {makes.map((make) => (
            <option key={make} value={make} />
          ))}
        </datalist>
      )}
    </div>
  );
}
