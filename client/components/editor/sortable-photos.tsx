/** A section's photos as a grid, ordered by drag and drop, by keyboard (dnd-kit) or with earlier/later buttons. */
import { type Announcements, closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, type UniqueIdentifier, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorPhoto } from '../../lib/editor-media.ts';

export interface SortablePhotosProps {
  /** The section's photos in display order. */
  photos: readonly EditorPhoto[];
  /** The ad's cover photo (the first one of the ad), marked as such when it is in this list. */
  coverId: string | null;
  /** Names the list, e.g. "Exterior photos". */
  label: string;
  onReorder: (order: string[]) => void;
  onDelete: (photo: EditorPhoto) => void;
  /** Photos whose deletion is under way. */
  deleting: ReadonlySet<string>;
}

type Direction = 'earlier' | 'later';

const ARROWS: Record<Direction | 'handle', string> = {
  earlier: 'M15 5l-7 7 7 7',
  later: 'M9 5l7 7-7 7',
  handle: 'M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01',
};

function Glyph({ name }: { name: keyof typeof ARROWS }) {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
      <path d={ARROWS[name]} fill="none" stroke="currentColor" strokeWidth={name === 'handle' ? 3.2 : 2.2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface TileProps {
  photo: EditorPhoto;
  index: number;
  count: number;
  cover: boolean;
  deleting: boolean;
  onMove: (index: number, direction: Direction) => void;
  onDelete: (index: number) => void;
}

function PhotoTile({ photo, index, count, cover, deleting, onMove, onDelete }: TileProps) {
  const { t } = useTranslation('editor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    attributes: { roleDescription: t('photos.gallery.roleDescription') },
  });
  const number = index + 1;
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li
      ref={setNodeRef}
      // dnd-kit moves the tile by transform while dragging; that position exists only at runtime.
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`photo-tile${isDragging ? ' photo-tile--dragging' : ''}`}
      data-photo-id={photo.id}
    >
      <div className="photo-tile__frame">
        <img src={photo.value} alt={t('photos.gallery.photoAlt', { number, count })} width={400} height={300} loading="lazy" decoding="async" />
        {cover && <span className="photo-tile__cover">{t('photos.gallery.cover')}</span>}
      </div>
      <div className="photo-tile__tools">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="media-icon-button photo-tile__handle"
          {...attributes}
          {...listeners}
          aria-label={t('photos.gallery.dragHandle', { number })}
        >
          <Glyph name="handle" />
        </button>
        {/* aria-disabled, not disabled: a moved photo's button keeps focus even at the end of the list. */}
        {(['earlier', 'later'] as const).map((direction) => {
          const blocked = direction === 'earlier' ? first : last;
          return (
            <button
              key={direction}
              type="button"
              className="media-icon-button"
              data-move={direction}
              aria-disabled={blocked || undefined}
              aria-label={t(direction === 'earlier' ? 'photos.gallery.moveEarlier' : 'photos.gallery.moveLater', { number })}
              title={t(direction === 'earlier' ? 'photos.gallery.moveEarlier' : 'photos.gallery.moveLater', { number })}
              onClick={() => !blocked && onMove(index, direction)}
            >
              <Glyph name={direction} />
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className="button button--ghost media-button photo-tile__delete"
        aria-disabled={deleting || undefined}
        aria-busy={deleting || undefined}
        onClick={() => !deleting && onDelete(index)}
      >
        {deleting ? t('photos.gallery.deleting') : t('photos.gallery.delete')}
        <span className="visually-hidden"> {t('photos.gallery.whichPhoto', { number })}</span>
      </button>
    </li>
  );
}

export function SortablePhotos({ photos, coverId, label, onReorder, onDelete, deleting }: SortablePhotosProps) {
  const { t } = useTranslation('editor');
  // A stable id keeps dnd-kit's generated ARIA ids equal between server render and hydration.
  const dndId = useId();
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  const [message, setMessage] = useState('');
  /** Where focus goes once the list has re-rendered after a move or a deletion. */
  const focusNext = useRef<{ id: string; direction: Direction } | { id: string; index: number } | null>(null);
  const ids = photos.map((photo) => photo.id);
  const count = ids.length;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const order = ids.join('\n');
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    if (!list.current) {
      // The last photo was deleted: the empty-list text takes focus.
      focusNext.current = null;
      empty.current?.focus();
      return;
    }
    const tiles = [...list.current.querySelectorAll<HTMLElement>('[data-photo-id]')];
    if ('direction' in target) {
      focusNext.current = null;
      tiles.find((tile) => tile.dataset.photoId === target.id)?.querySelector<HTMLElement>(`[data-move="${target.direction}"]`)?.focus();
      return;
    }
    // A deletion moves focus only once the photo is gone (a refused one keeps it where it was).
    if (tiles.some((tile) => tile.dataset.photoId === target.id)) return;
    focusNext.current = null;
    const next = tiles[Math.min(target.index, tiles.length - 1)]?.querySelector<HTMLElement>('.photo-tile__delete');
    (next ?? list.current).focus();
  }, [order]);

  const numberOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('photos.gallery.pickedUp', { number: numberOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? t('photos.gallery.over', { number: numberOf(active.id), position: numberOf(over.id), count }) : t('photos.gallery.outside', { number: numberOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('photos.gallery.dropped', { number: numberOf(active.id), position: numberOf(over.id), count }) : t('photos.gallery.cancelled', { number: numberOf(active.id) }),
    onDragCancel: ({ active }) => t('photos.gallery.cancelled', { number: numberOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  function move(index: number, direction: Direction) {
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const id = ids[index];
    if (id === undefined || to < 0 || to >= count) return;
    focusNext.current = { id, direction };
    setMessage(t('photos.gallery.movedTo', { position: to + 1, count }));
    onReorder(arrayMove(ids, index, to));
  }

  function remove(index: number) {
    const photo = photos[index];
    if (!photo) return;
    focusNext.current = { id: photo.id, index };
    onDelete(photo);
  }

  if (count === 0)
    return (
      <p className="photo-grid__empty" ref={empty} tabIndex={-1}>
        {t('photos.gallery.empty')}
      </p>
    );
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('photos.gallery.instructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="photo-grid" aria-label={label} ref={list} tabIndex={-1}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={count}
              cover={photo.id === coverId}
              deleting={deleting.has(photo.id)}
              onMove={move}
              onDelete={remove}
            />
          ))}
        </ul>
      </SortableContext>
      <p className="visually-hidden" aria-live="polite">
        {message}
      </p>
    </DndContext>
  );
}
