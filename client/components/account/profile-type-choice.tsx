/** The choice of profile type (private, commercial, dealer) as radio cards, for sign-up and the sell funnel. */
import { useTranslation } from 'react-i18next';
import type { ProfileType } from '../../../domain/profile.ts';

export function ProfileTypeChoice<T extends ProfileType>(props: { legend: string; types: readonly T[]; value: T; onChange: (type: T) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice">
      <legend>{props.legend}</legend>
      {props.types.map((type) => (
        <label key={type} className={`choice__option${props.value === type ? ' choice__option--active' : ''}`}>
          <input type="radio" name="profileType" value={type} checked={props.value === type} onChange={() => props.onChange(type)} />
          <span>
            {/* Widened for the typed keys: every profile type has its texts. */}
            <strong>{t(`auth.profileTypes.${type as ProfileType}.title`)}</strong>
            <small>{t(`auth.profileTypes.${type as ProfileType}.text`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
