/** Form state checked by a shared zod schema: per-field messages that clear when the field changes. */
import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { issuesToFieldErrors, type ErrorDetail } from '@tablefor/shared';
import type { z } from 'zod';
import { errorText } from './error-text';

type Fields = Record<string, string>;

/**
 * `toInput` turns what the inputs hold into what the schema reads, when they differ (an edit's
 * checkboxes and nested fields); a message's path joined with dots names its field.
 */
export function useZodForm<T extends Fields, Out>(
  schema: z.ZodType<Out>,
  initial: T,
  toInput: (values: T) => unknown = (values) => values,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, ErrorDetail>>>({});

  const setField = useCallback((name: keyof T, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** Returns the parsed values, or null after showing every field's first message. */
  const validate = useCallback((): Out | null => {
    const result = schema.safeParse(toInput(values));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToFieldErrors(result.error.issues) as Partial<Record<keyof T, ErrorDetail>>);
    return null;
  }, [schema, values, toInput]);

  const field = (name: keyof T & string) => {
    const error = errors[name];
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
      error: error ? errorText(t, error) : undefined,
    };
  };

  return { values, errors, setField, validate, field, clearErrors: () => setErrors({}) };
}
