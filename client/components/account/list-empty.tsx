/** The empty state of an account list: icon, title, a line of text and the one button that gets the list started. */
import type { RouteName } from '../../../domain/routes.ts';
import { Link } from '../../router.tsx';
import { Icon, type IconName } from './icons.tsx';

export function ListEmpty(props: { icon: IconName; title: string; text: string; to: RouteName; button: string }) {
  return (
    <div className="list-empty">
      <span className="list-empty__icon">
        <Icon name={props.icon} size={32} />
      </span>
      <h2 className="list-empty__title">{props.title}</h2>
      <p>{props.text}</p>
      <Link to={props.to} className="button button--primary">
        {props.button}
      </Link>
    </div>
  );
}
