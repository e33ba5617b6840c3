/** The seller's list of damages: where, what kind, the description and photos (opening full screen). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Damage } from '../../../domain/product.ts';
import { type AttributeDefView, byCode, optionLabel } from './attribute-view.ts';
import { photoAttributes } from '../../lib/responsive-photo.ts';
import { Lightbox } from './lightbox.tsx';

function DamageItem({ damage, number, defs }: { damage: Damage; number: number; defs: Map<string, AttributeDefView> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const { damage_location: location, damage_type: type, damage_description: description } = damage.attributes;
  const heading = [type && optionLabel(defs.get('damage_type'), type), location && optionLabel(defs.get('damage_location'), location)]
    .filter(Boolean)
    .join(' · ');
  const title = t('product.damages.item', { number, what: heading || t('product.damages.unnamed') });
  return (
    <li className="damage">
      <h3 className="damage__title">{title}</h3>
      {description && <p className="damage__text">{description}</p>}
      {damage.images.length > 0 && (
        <ul className="damage__images">
          {damage.images.map((image, position) => (
            <li key={image.position}>
              <button
                type="button"
                className="damage__image"
                onClick={() => {
                  setIndex(position);
                  setOpen(true);
                }}
                aria-label={t('product.damages.openImage', { number: position + 1 })}
              >
                <img {...photoAttributes(image.value, 'damage')} alt="" width={160} height={107} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox images={damage.images} index={index} onIndexChange={setIndex} open={open} onOpenChange={setOpen} title={title} />
    </li>
  );
}

export function DamageList({ damages, defs }: { damages: Damage[]; defs: AttributeDefView[] }) {
  const { t } = useTranslation();
  if (damages.length === 0) return null;
  const map = byCode(defs);
  return (
    <section className="product-section" aria-labelledby="damages">
      <h2 id="damages">{t('product.damages.title', { number: damages.length })}</h2>
      <ol className="damages">
        {damages.map((damage, index) => (
          <DamageItem key={damage.id} damage={damage} number={index + 1} defs={map} />
        ))}
      </ol>
    </section>
  );
}
