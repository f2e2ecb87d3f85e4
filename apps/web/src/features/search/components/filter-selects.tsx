/** The four filter selects (cuisine, neighborhood, price, dining style), options from the facets. */
import { useTranslation } from '@/i18n/use-translation';
import { Select } from '@/components/select/select';
import { useSearchFacets } from '../api/search-restaurants';
import { useIsNarrow } from '../hooks/use-is-narrow';
import { DINING_STYLES } from '@tablefor/shared';
import { cuisineLabel, diningStyleLabel } from '@/lib/listing-terms';
import { PRICE_OPTIONS } from '../lib/search-options';
import type { SearchFilters } from '../lib/search-params';

export type FilterKey = 'cuisine' | 'location' | 'priceRange' | 'diningStyle';

type FilterSelectsProps = {
  value: Pick<SearchFilters, FilterKey>;
  onChange: (key: FilterKey, value: string) => void;
  className?: string;
  selectClassName?: string;
};

/** Keeps a value from the URL selectable even when the facets do not list it. */
function withCurrent(values: readonly string[], current: string): string[] {
  return current && !values.includes(current) ? [current, ...values] : [...values];
}

export function FilterSelects({ value, onChange, className, selectClassName }: FilterSelectsProps) {
  const { t } = useTranslation();
  const narrow = useIsNarrow();
  const facets = useSearchFacets().data;
  const option = (v: string) => ({ value: v, label: v });

  return (
    <div className={className}>
      <Select
        label={t('search.filters.cuisine')}
        hideLabel
        className={selectClassName}
        value={value.cuisine}
        onChange={(event) => onChange('cuisine', event.target.value)}
        options={[
          { value: '', label: t('search.filters.allCuisines') },
          ...withCurrent(facets?.cuisines ?? [], value.cuisine).map((cuisine) => ({
            value: cuisine,
            label: cuisineLabel(t, cuisine),
          })),
        ]}
      />
      <Select
        label={t('search.filters.neighborhood')}
        hideLabel
        className={selectClassName}
        value={value.location}
        onChange={(event) => onChange('location', event.target.value)}
        options={[
          {
            value: '',
            label: narrow ? t('search.filters.allAreas') : t('search.filters.allNeighborhoods'),
          },
          ...withCurrent(facets?.neighborhoods ?? [], value.location).map(option),
        ]}
      />
      <Select
        label={t('search.filters.price')}
        hideLabel
        className={selectClassName}
        value={value.priceRange}
        onChange={(event) => onChange('priceRange', event.target.value)}
        options={[
          { value: '', label: t('search.filters.allPrices') },
          ...withCurrent(PRICE_OPTIONS, value.priceRange).map((level) => ({
            value: level,
            label: PRICE_OPTIONS.includes(level)
              ? t(`search.priceOptions.${level as '1' | '2' | '3' | '4'}`)
              : level,
          })),
        ]}
      />
      <Select
        label={t('search.filters.diningStyle')}
        hideLabel
        className={selectClassName}
        value={value.diningStyle}
        onChange={(event) => onChange('diningStyle', event.target.value)}
        options={[
          {
            value: '',
            label: narrow ? t('search.filters.allStyles') : t('search.filters.allDiningStyles'),
          },
          ...withCurrent(
            DINING_STYLES.map((style) => style.stored),
            value.diningStyle,
          ).map((style) => ({ value: style, label: diningStyleLabel(t, style) })),
        ]}
      />
    </div>
  );
}
