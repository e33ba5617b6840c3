/**
 * The editor's heavier steps, loaded when first opened: the photo steps (drag and drop sorting, image compression),
 * the damages with their photos, the personal data (account schemas) and the last step (documents). This keeps the
 * editor's first load near the public pages' JavaScript budget; preloadSteps() fetches them once the editor is idle.
 */
import { lazy } from 'react';

const loaders = {
  photos: () => import('./photo-step.tsx'),
  damages: () => import('./damage-list.tsx'),
  personalData: () => import('./personal-data-step.tsx'),
  lastStep: () => import('./last-step.tsx'),
};

export const PhotoStep = lazy(() => loaders.photos().then((module) => ({ default: module.PhotoStep })));
export const DamageList = lazy(() => loaders.damages().then((module) => ({ default: module.DamageList })));
export const PersonalDataStep = lazy(() => loaders.personalData().then((module) => ({ default: module.PersonalDataStep })));
export const LastStep = lazy(() => loaders.lastStep().then((module) => ({ default: module.LastStep })));

/** Fetches every step's code in the background, so a later step opens without waiting. */
export function preloadSteps(): void {
  for (const load of Object.values(loaders)) void load().catch(() => undefined);
}
