import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../lib/api-client';
import type { FieldErrorMap } from './validate-auth';

type Validate<T> = (values: T, onSubmit: boolean) => FieldErrorMap<T>;

/**
 * Small form state: errors show for a field once it was blurred or a submit was tried, then
 * follow every keystroke. Server-side field errors show until that field is edited.
 */
export function useForm<T extends object>(initial: T, validate: Validate<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldErrorMap<T>>({});

  const clientErrors = useMemo(() => validate(values, submitted), [validate, values, submitted]);

  const errors = useMemo(() => {
    const out: FieldErrorMap<T> = {};
    for (const key of Object.keys(values) as (keyof T)[]) {
      const shown = serverErrors[key] ?? (submitted || touched[key] ? clientErrors[key] : undefined);
      if (shown) out[key] = shown;
    }
    return out;
  }, [values, serverErrors, clientErrors, submitted, touched]);

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setServerErrorsState((prev) => (prev[key] ? { ...prev, [key]: undefined } : prev));
  }, []);

  const blur = useCallback((key: keyof T) => setTouched((prev) => (prev[key] ? prev : { ...prev, [key]: true })), []);

  /** Maps an API error's `details` onto the fields this form has. */
  const setServerErrors = useCallback(
    (details: FieldErrors | undefined) => {
      const next: FieldErrorMap<T> = {};
      for (const key of Object.keys(initial) as (keyof T)[]) {
        const message = details?.[String(key)]?.[0];
        if (message) next[key] = message;
      }
      setServerErrorsState(next);
    },
    [initial],
  );

  const handleSubmit = useCallback(
    (onValid: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      setServerErrorsState({});
      if (Object.keys(validate(values, true)).length === 0) onValid(values);
    },
    [validate, values],
  );

  /** The props that bind a text input to one string field: value, change, blur and its error. */
  const field = <K extends { [P in keyof T]: T[P] extends string ? P : never }[keyof T]>(key: K) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => setValue(key, e.target.value as T[K]),
    onBlur: () => blur(key),
    error: errors[key],
  });

  return { values, errors, setValue, blur, field, handleSubmit, setServerErrors };
}
