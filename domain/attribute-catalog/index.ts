/** The whole attribute catalogue: vehicle attributes and those of customers, merchants, auctions and damages. */
import type { AttributeDef } from '../attributes.ts';
import { OTHER_ATTRIBUTES } from './other-entities.ts';
import { VEHICLE_ATTRIBUTES } from './vehicle.ts';

export const ATTRIBUTE_CATALOG: AttributeDef[] = [...VEHICLE_ATTRIBUTES, ...OTHER_ATTRIBUTES];
