/** A price level as the cost select and the details show it: '$$ · Moderate'. */
import type { TFunction } from '@/i18n/translator';
import { PRICE_LEVELS, type PriceLevel } from '@tablefor/shared';
import '@/i18n/bundles/admin-texts';

const isPriceLevel = (cost: number): cost is PriceLevel =>
  PRICE_LEVELS.some((level) => level === cost);

export function costLabel(t: TFunction, cost: number, signs: string): string {
  if (!isPriceLevel(cost)) return signs;
  return t('admin.restaurantModal.costOption', {
    signs,
    label: t(`results.priceLevels.${cost}`),
  });
}
