/**
 * The inventory's grouped fields (accessibility's checkboxes and note), drawn from their entries
 * alone: a fieldset under the group's heading, a checkbox or a text box per field. Both edit forms
 * and the wizard draw them with this, so a new grouped field needs no form of its own.
 */
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TranslationKey } from '@/i18n/translator';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { TextField } from '@/components/text-field/text-field';
import { labelKeyOf, type RestaurantField } from './restaurant-fields';
import styles from './restaurant-field-group.module.css';

type FieldGroupsProps<Name extends string> = {
  fields: readonly RestaurantField<Name>[];
  /** The surface's own label texts ('admin.fields'). */
  namespace: string;
  values: Readonly<Record<Name, string>>;
  errorOf: (name: Name) => string | undefined;
  onChange: (name: Name, value: string) => void;
};

export function RestaurantFieldGroups<Name extends string>({
  fields,
  namespace,
  values,
  errorOf,
  onChange,
}: FieldGroupsProps<Name>) {
  const { t } = useTranslation();
  const grouped = fields.filter((f) => f.group !== undefined);
  const groups = [...new Set(grouped.map((f) => f.group as string))];
  const label = (f: RestaurantField<Name>) => t(labelKeyOf(f, namespace) as TranslationKey);

  function input(f: RestaurantField<Name>) {
    const value = values[f.name];
    const error = errorOf(f.name);
    if (f.input === 'checkbox') {
      return (
        <label key={f.name} className={styles.check}>
          <input
            type="checkbox"
            name={f.name}
            checked={value === 'true'}
            onChange={(event) => onChange(f.name, event.target.checked ? 'true' : '')}
          />
          <span>{label(f)}</span>
        </label>
      );
    }
    const common = {
      name: f.name,
      label: label(f),
      value,
      error,
      maxLength: f.maxLength,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(f.name, event.target.value),
    };
    return f.input === 'textarea' ? (
      <TextAreaField key={f.name} {...common} rows={2} />
    ) : (
      <TextField key={f.name} {...common} autoComplete="off" />
    );
  }

  return groups.map((group) => (
    <fieldset key={group} className={styles.group}>
      <legend className={styles.legend}>{t(group as TranslationKey)}</legend>
      <div className={styles.checks}>
        {grouped.filter((f) => f.group === group && f.input === 'checkbox').map(input)}
      </div>
      {grouped.filter((f) => f.group === group && f.input !== 'checkbox').map(input)}
    </fieldset>
  ));
}
