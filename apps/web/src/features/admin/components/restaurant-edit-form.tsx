/**
 * The dialog's edit mode: every editable field, checked by the shared update schema (the one the
 * API validates with) before the PUT; 'Failed to update restaurant' with the API's reasons.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TranslationKey } from '@/i18n/translator';
import {
  dollarSigns,
  formatPhoneInput,
  PHONE_INPUT_MAX_LENGTH,
  PRICE_LEVELS,
  restaurantCodes,
  updateRestaurantInputSchema,
  type RestaurantDetail,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Select } from '@/components/select/select';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { TextField } from '@/components/text-field/text-field';
import { errorText } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { isAdminUser, useSession } from '@/lib/session';
import { RestaurantFieldGroups } from '@/lib/restaurant-fields/restaurant-field-group';
import { editFieldsOf, fieldNamed, labelKeyOf } from '@/lib/restaurant-fields/restaurant-fields';
import { HoursEditor } from '@/components/hours-editor/hours-editor';
import {
  emptyWeek,
  hasOpeningHours,
  incompleteDays,
  openingHoursOf,
  operationHoursText,
  weekFromOpeningHours,
  type WeekHours,
} from '@/lib/weekly-hours';
import { useBusinessEmail } from '../api/business-email';
import { useUpdateRestaurant } from '../api/restaurant-mutations';
import { costLabel } from '../lib/cost-label';
import { failureOf } from '../lib/failure-messages';
import {
  restaurantFormPayload,
  restaurantFormValues,
  type RestaurantFormField,
  type RestaurantFormValues,
} from '../lib/restaurant-form';
import styles from './restaurant-edit-form.module.css';
import '@/i18n/bundles/admin-texts';

type EditFormProps = {
  restaurant: RestaurantDetail;
  onCancel: () => void;
  onSaved: () => void;
  /** Between the fields and the footer: the photos, saved by their own requests. */
  children?: ReactNode;
};

export function RestaurantEditForm({ restaurant, onCancel, onSaved, children }: EditFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Owners and administrators each edit the fields the inventory gives their role.
  const { user } = useSession();
  const role = user && isAdminUser(user) ? 'admin' : 'owner';
  const toInput = useCallback(
    ({ business_email, ...fields }: RestaurantFormValues & { business_email: string }) => ({
      ...restaurantFormPayload(fields, role),
      business_email,
    }),
    [role],
  );
  const form = useZodForm(
    updateRestaurantInputSchema,
    { ...restaurantFormValues(restaurant, role), business_email: '' },
    toInput,
  );
  const update = useUpdateRestaurant(restaurant.id);
  // The weekly hours bookings are checked against, edited day by day as in the creation wizard;
  // the listing's text follows them.
  const [week, setWeek] = useState<WeekHours>(() =>
    hasOpeningHours(restaurant.opening_hours)
      ? weekFromOpeningHours(restaurant.opening_hours)
      : emptyWeek(),
  );
  const [hoursEdited, setHoursEdited] = useState(false);
  const [hoursChecked, setHoursChecked] = useState(false);
  function changeHours(next: WeekHours) {
    setWeek(next);
    setHoursEdited(true);
    form.setField('operation_hours', operationHoursText(next));
  }
  // The business e-mail is not in the public answer: it is read apart, and sent only once read.
  const businessEmail = useBusinessEmail(restaurant.id);
  const [businessEmailShown, setBusinessEmailShown] = useState(false);
  const { setField } = form;
  useEffect(() => {
    if (businessEmail.data === undefined || businessEmailShown) return;
    setField('business_email', businessEmail.data);
    setBusinessEmailShown(true);
  }, [businessEmail.data, businessEmailShown, setField]);
  const failure = update.isError
    ? failureOf(update.error, t, errorText(t, { code: restaurantCodes.updateFailed }))
    : null;

  // Opened from the details (or straight from a card): typing can start at once.
  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const label = (name: RestaurantFormField) =>
    t(labelKeyOf(fieldNamed(name)!, 'admin.fields') as TranslationKey);
  const text = (name: RestaurantFormField) => ({ label: label(name), ...form.field(name) });
  const area = (name: RestaurantFormField) => {
    const { onChange: _input, ...field } = form.field(name);
    return {
      ...field,
      label: label(name),
      onChange: (event: { target: { value: string } }) => form.setField(name, event.target.value),
    };
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    update.reset();
    setHoursChecked(true);
    const hoursComplete = incompleteDays(week).length === 0;
    if (form.validate() && hoursComplete) {
      const { business_email, ...fields } = form.values;
      const hours = hoursEdited ? { opening_hours: openingHoursOf(week) } : {};
      update.mutate(
        {
          ...restaurantFormPayload(fields, role),
          ...hours,
          ...(businessEmailShown ? { business_email } : {}),
        },
        { onSuccess: onSaved },
      );
      return;
    }
    // The first field with a message takes the focus once the messages show.
    window.setTimeout(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  return (
    <>
      <form
        id={formId}
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
      >
        <h3 id={headingId} className={styles.heading}>
          {t('admin.restaurantModal.formHeading')}
        </h3>
        {failure && <ErrorList title={failure.title} messages={failure.messages} />}
        <TextField {...text('name')} autoComplete="off" />
        <TextAreaField {...area('description')} rows={4} />
        <div className={styles.pair}>
          <TextField
            {...text('website')}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t('admin.restaurantModal.websitePlaceholder')}
          />
          <TextField
            {...text('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            placeholder={t('admin.restaurantModal.phonePlaceholder')}
            onChange={(event) => form.setField('phone', formatPhoneInput(event.target.value))}
          />
        </div>
        <TextField
          {...form.field('business_email')}
          label={t('admin.fields.businessEmail')}
          hint={t('admin.fields.businessEmailHint')}
          type="email"
          autoComplete="off"
          disabled={!businessEmailShown}
        />
        <div className={styles.pair}>
          <TextField {...text('neighborhood')} autoComplete="off" />
          <TextField {...text('cross_street')} autoComplete="off" />
        </div>
        <div className={styles.pair}>
          <TextField
            {...text('cuisines')}
            autoComplete="off"
            hint={t('admin.restaurantModal.cuisinesHint')}
          />
          <Select
            label={label('cost')}
            name="cost"
            value={form.values.cost}
            error={form.field('cost').error}
            onChange={(event) => form.setField('cost', event.target.value)}
            options={PRICE_LEVELS.map((level) => ({
              value: String(level),
              label: costLabel(t, level, dollarSigns(level)),
            }))}
          />
        </div>
        <div className={styles.pair}>
          <TextField {...text('dining_style')} autoComplete="off" />
          <TextField {...text('dress_code')} autoComplete="off" />
        </div>
        <HoursEditor
          week={week}
          onChange={changeHours}
          error={form.field('operation_hours').error}
          showIncomplete={hoursChecked}
          siteHours=""
        />
        <div className={styles.pair}>
          <TextField {...text('parking_details')} autoComplete="off" />
          <TextField {...text('payment_options')} autoComplete="off" />
        </div>
        <TextField {...text('executive_chef')} autoComplete="off" />
        <RestaurantFieldGroups
          fields={editFieldsOf(role)}
          namespace="admin.fields"
          values={form.values}
          errorOf={(name) => form.field(name).error}
          onChange={form.setField}
        />
      </form>
      {children}
      {/* Outside the form, so it can stay at the bottom of the dialog below the photos too. */}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={update.isPending}>
          {t('admin.restaurantModal.save')}
        </Button>
      </div>
    </>
  );
}
