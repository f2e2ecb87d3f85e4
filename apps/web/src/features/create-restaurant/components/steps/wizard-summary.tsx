/** Everything entered, step by step, each with 'Edit' to go back to it. */
import { useTranslation } from '@/i18n/use-translation';
import { dollarSigns, PRICE_LEVELS } from '@tablefor/shared';
import type { WizardState } from '../../hooks/use-wizard-state';
import { operationHoursText } from '@/lib/weekly-hours';
import { wizardFieldLabel } from '../../lib/wizard-field-label';
import { wizardSteps } from '../../lib/wizard-steps';
import type { WizardField } from '../../lib/wizard-values';
import styles from './wizard-summary.module.css';
import '@/i18n/bundles/create-restaurant-texts';

type Row = { label: string; value: string };

/** The steps summarised (1 Basic Information to 5 Operations) and the fields each shows. */
const summarised: { step: number; fields: (WizardField | 'hours')[] }[] = [
  { step: 1, fields: ['name', 'description', 'website', 'url'] },
  { step: 2, fields: ['neighborhood', 'cross_street', 'address'] },
  { step: 3, fields: ['cuisines', 'cost', 'dining_style', 'dress_code'] },
  { step: 4, fields: ['hours', 'phone', 'executive_chef'] },
];

export function WizardSummary({ wizard }: { wizard: WizardState }) {
  const { t } = useTranslation();
  const { values } = wizard;
  const picture = values.preview_img.trim();

  function rowOf(field: WizardField | 'hours'): Row {
    const label = wizardFieldLabel(t, field);
    if (field === 'hours') return { label, value: operationHoursText(wizard.week) };
    const level = PRICE_LEVELS.find((price) => String(price) === values.cost);
    if (field === 'cost') {
      const value = level
        ? t('createRestaurant.cost.option', {
            signs: dollarSigns(level),
            label: t(`results.priceLevels.${level}`),
          })
        : '';
      return { label, value };
    }
    return { label, value: values[field].trim() };
  }

  return (
    <section className={styles.summary} aria-labelledby="wizard-summary-heading">
      <h3 id="wizard-summary-heading" className={styles.heading}>
        {t('createRestaurant.summary.heading')}
      </h3>
      {summarised.map(({ step, fields }) => {
        const title = t(`createRestaurant.steps.${wizardSteps[step]?.id ?? 'basics'}.title`);
        // The site the form was filled from, when it is not the website itself.
        const source = values.url.trim();
        const rows = fields
          .filter((field) => field !== 'url' || (source && source !== values.website.trim()))
          .map(rowOf);
        return (
          <div key={step} className={styles.section}>
            <div className={styles.sectionHeader}>
              <h4 className={styles.sectionTitle}>{title}</h4>
              <button
                type="button"
                className={styles.edit}
                onClick={() => wizard.goTo(step)}
                aria-label={t('createRestaurant.summary.editStep', { title })}
              >
                {t('createRestaurant.summary.edit')}
              </button>
            </div>
            {step === 1 && picture && (
              <img
                src={picture}
                alt={t('createRestaurant.pictures.previewAlt')}
                className={styles.picture}
              />
            )}
            <dl className={styles.rows}>
              {rows.map(({ label, value }) => (
                <div key={label} className={styles.row}>
                  <dt className={styles.label}>{label}</dt>
                  <dd className={value ? styles.value : styles.missing}>
                    {value || t('createRestaurant.summary.notProvided')}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
    </section>
  );
}
