/**
 * The contact form's state: each field's message from the shared schema (or from the API's 400),
 * the phone formatted as it is typed, and the submission with the page's language.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { contactInquiryInputSchema, formatPhoneInput, type ErrorDetail } from '@tablefor/shared';
import { currentLanguage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { errorText, messagesByField } from '@/lib/error-text';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendContactInquiry } from '../api/send-contact-inquiry';

export const emptyContactForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  restaurantName: '',
  jobTitle: '',
  numLocations: '',
  contactReason: '',
};
export type ContactField = keyof typeof emptyContactForm;

/** The API's per-field messages of a 400, by field. */
const fieldDetails = (error: unknown): Partial<Record<string, ErrorDetail>> =>
  error instanceof ApiError && error.status === 400 ? messagesByField(error.details) : {};

export function useContactForm(onSent: () => void) {
  const { t } = useTranslation();
  const form = useZodForm(contactInquiryInputSchema, emptyContactForm);
  const send = useSendContactInquiry();
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, ErrorDetail>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [invalidSubmits, setInvalidSubmits] = useState(0);

  // After a refused submit, take the keyboard to the first field with a message.
  useEffect(() => {
    if (invalidSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmits]);

  function setField(name: ContactField, value: string) {
    form.setField(name, name === 'phoneNumber' ? formatPhoneInput(value) : value);
    setServerErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerErrors({});
    const input = form.validate();
    if (!input) {
      setInvalidSubmits((count) => count + 1);
      return;
    }
    send.mutate(
      { ...input, language: currentLanguage() },
      {
        onSuccess: onSent,
        onError: (error) => {
          setServerErrors(fieldDetails(error));
          setInvalidSubmits((count) => count + 1);
        },
      },
    );
  }

  /** What a field shows: its value, its message, and a change handler. */
  function field(name: ContactField) {
    const own = form.field(name).error;
    const server = serverErrors[name];
    return {
      name,
      value: form.values[name],
      error: own ?? (server ? errorText(t, server) : undefined),
      onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    };
  }

  return { formRef, field, submit, send };
}
