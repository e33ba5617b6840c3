/** The empty board: what will arrive here, so a new customer knows where to look later. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../account/icons.tsx';

const TOPICS = ['auctions', 'offers', 'reviews', 'questions'] as const;

export function BoardEmpty() {
  const { t } = useTranslation('messages');
  return (
    <div className="list-empty messages-empty">
      <span className="list-empty__icon">
        <Icon name="messages" size={32} />
      </span>
      <h2 className="list-empty__title">{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <ul className="messages-empty__topics">
        {TOPICS.map((topic) => (
          <li key={topic}>{t(`empty.${topic}`)}</li>
        ))}
      </ul>
    </div>
  );
}
