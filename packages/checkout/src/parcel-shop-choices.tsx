'use client';
import { onDemand } from '@vitrine/ui';
import type { ReactNode } from 'react';
import type { ParcelShopView } from './types';

export interface ParcelShopChoicesProps {
  shops: readonly ParcelShopView[];
  legend: string;
  error?: ReactNode;
  /** The chosen shop's id. */
  selected?: string | undefined;
  locale: string;
}

/** The parcel shops a search found, one to choose; nothing before a search, and its code comes with the first answer ({@link onDemand}). */
export const ParcelShopChoices = onDemand<ParcelShopChoicesProps>(
  () => import('./parcel-shop-choices-view').then((module) => module.ParcelShopChoicesView),
  (props) => props.shops.length > 0,
);
