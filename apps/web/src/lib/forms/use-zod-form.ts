import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo } from 'react';
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { errorMessage, isApiError } from '../api-client';

/** Any zod 4 schema, classic (`zod`) or mini (`zod/mini`), whose input is the form's values. */
export type FormSchema<Values extends FieldValues, Output> = z4.$ZodType<Output, Values>;

/**
 * A schema, or a function that loads one. A screen whose first paint should not build schemas
 * (sign-in) passes `() => import('…').then((m) => m.schema)`: the schema's code loads on the
 * first keystroke, and a check that comes before it waits for it.
 */
export type SchemaSource<Values extends FieldValues, Output> =
  FormSchema<Values, Output> | (() => Promise<FormSchema<Values, Output>>);

function lazyResolver<Values extends FieldValues, Output>(source: SchemaSource<Values, Output>) {
  let resolver: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () =>
    (resolver ??= (typeof source === 'function' ? source() : Promise.resolve(source)).then((schema) =>
      zodResolver(schema),
    ));
  const resolve: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return { load, resolve };
}

export type FieldOptions<Values extends FieldValues, Name extends FieldPath<Values>> = RegisterOptions<Values, Name> & {
  /** Rewrites what was typed before it is stored, e.g. keep digits only. */
  normalize?: (value: string) => string;
};

const SERVER_ERROR = 'root.server' as const;

/**
 * The app's one way to hold a form: react-hook-form validated by a zod schema from the contract
 * (or a loader of one: `SchemaSource`).
 * Errors show once a field was typed in and left, or a submit was tried, then follow every
 * keystroke; so does any error already on show. Merely passing through an empty field shows
 * nothing: an error appearing on blur would also move the button the user is pressing.
 *
 * - `field(name)` binds an input: spread it on `TextField`, `CheckboxField` or `SelectField`
 *   (name, value handlers, ref and the field's `error`).
 * - `errorFor(name)` is a field's message, for widgets bound with `Controller`.
 * - `showServerError(error, fallback)` puts an API error's per-field `details` under those fields
 *   and anything else in `serverError`, the form's banner (cleared by the next submit); a field's
 *   server message goes once that field is edited. Returns the fields that took a message.
 * - `recheck(...names)` re-validates fields whose errors are on show (e.g. a confirmation field
 *   when the field it repeats changes).
 */
export function useZodForm<Values extends FieldValues, Output = Values>(
  schema: SchemaSource<Values, Output>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver'> = {},
) {
  // A new schema (one built from state, e.g. for the chosen asset's decimals) takes effect at once.
  const { load, resolve } = useMemo(() => lazyResolver(schema), [schema]);
  const form = useForm<Values, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: resolve,
  });
  const { register, formState, getValues, setError, getFieldState, trigger } = form;

  const errorFor = (name: FieldPath<Values> | typeof SERVER_ERROR): string | undefined =>
    (get(formState.errors, name) as { message?: string } | undefined)?.message;

  function field<Name extends FieldPath<Values>>(name: Name, { normalize, ...rules }: FieldOptions<Values, Name> = {}) {
    const registered = register(name, rules);
    return {
      ...registered,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        void load();
        const target = event.target as { value?: unknown };
        if (normalize && typeof target.value === 'string') target.value = normalize(target.value);
        await registered.onChange(event);
        // An error on show follows every keystroke, even on a field not yet left (a step's
        // Continue or the server put it there).
        if (getFieldState(name).error) await trigger(name);
      },
      onBlur: async (event: { target: unknown; type?: unknown }) => {
        await registered.onBlur(event);
        if (getFieldState(name).isDirty) await trigger(name);
      },
      error: errorFor(name),
    };
  }

  const showServerError = useCallback(
    (error: unknown, fallback: string) => {
      const details = isApiError(error) ? (error.details ?? {}) : {};
      const values = getValues();
      const fields: FieldPath<Values>[] = [];
      for (const [name, messages] of Object.entries(details)) {
        if (!messages[0] || get(values, name) === undefined) continue;
        setError(name as FieldPath<Values>, { type: 'server', message: messages[0] }, { shouldFocus: !fields.length });
        fields.push(name as FieldPath<Values>);
      }
      // Said once: under the field it is about, else in the banner.
      if (!fields.length) setError(SERVER_ERROR, { type: 'server', message: errorMessage(error, fallback) });
      return fields;
    },
    [getValues, setError],
  );

  const { isSubmitted } = formState;
  function recheck(...names: FieldPath<Values>[]) {
    const shown = names.filter((name) => isSubmitted || getFieldState(name).isTouched);
    if (shown.length) void trigger(shown);
  }

  return { ...form, field, errorFor, showServerError, serverError: errorFor(SERVER_ERROR), recheck };
}

export type ZodForm<Values extends FieldValues, Output = Values> = ReturnType<typeof useZodForm<Values, Output>>;
